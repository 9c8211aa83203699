import { isValidCnpj, isValidCpf, stripCnpj } from '@carteira/core/br';
import { isIsoDate } from '@carteira/core/calendar';
import { z } from 'zod';
import { reais } from '../../platform/wire-reais.ts';

/** Field schemas shared by the bank routes; their messages complete "o campo 'x' ...". */

export const accountKey = z.string().min(1).max(64);

export const pin = z.string().regex(/^\d{4}$/, 'deve ter 4 dígitos');

/** Wire reais (12.34) -> centavos, positive, at most two decimals. */
export const positiveReais = reais((n) => n.positive('deve ser maior que zero'));

export const isoDate = z.string().refine(isIsoDate, 'deve ser uma data AAAA-MM-DD válida');

/** Digits only, whatever the customer typed ("1234567-8" -> "12345678"). */
export const digits = (min: number, max: number, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(min, message).max(max, message));

/**
 * A CPF (11 digits) or a CNPJ (14 characters, the letters-and-digits CNPJ of 2026 included), masks
 * removed and letters upper-cased, both check digits verified.
 */
export const cpfOrCnpj = z
  .string()
  .max(20, 'deve ser um CPF ou CNPJ válido')
  .transform((v) => stripCnpj(v))
  .refine(
    (v) => (v.length === 11 ? isValidCpf(v) : v.length === 14 && isValidCnpj(v)),
    'deve ser um CPF ou CNPJ válido',
  );
