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

/** The formatting characters a field's wire format lets a customer type among its digits. */
const DIGIT_FORMATS = {
  /** digits only: a bank code, an ISPB, an agency, a DDD */
  none: { allowed: /^[0-9]*$/, formatting: /(?!)/g },
  /** a CEP (00000-000) or an account number (a dash before its check digit) */
  dash: { allowed: /^[0-9-]*$/, formatting: /-/g },
  /** a phone number: 98765-4321, 9 8765 4321 */
  phone: { allowed: /^[0-9 -]*$/, formatting: /[ -]/g },
} as const;

export type DigitFormat = keyof typeof DIGIT_FORMATS;

/**
 * Digits, with the formatting characters of `format` removed ("01310-200" -> "01310200" as a CEP).
 * Anything else, a letter, a brace, a '$', is refused (40007 naming the field), never dropped: a field
 * that kept only the digits of "${7*7}{{7*7}}X" would store "7777".
 */
export const digits = (min: number, max: number, message: string, format: DigitFormat = 'none') => {
  const { allowed, formatting } = DIGIT_FORMATS[format];
  return z
    .string()
    .max(max * 2, message)
    .regex(allowed, 'deve ter só dígitos')
    .transform((v) => v.replace(formatting, ''))
    .pipe(z.string().min(min, message).max(max, message));
};

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
