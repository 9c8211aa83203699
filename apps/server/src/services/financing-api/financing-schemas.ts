import { isValidCpf, stripCpf } from '@carteira/core/br';
import { isIsoDate } from '@carteira/core/calendar';
import { z } from 'zod';
import { reais } from '../../platform/wire-reais.ts';

/** Field schemas of the financing service; their messages complete "o campo 'x' ...". */

export const contractingKey = z.string().uuid('deve ser uma chave de contratação válida');

export const keyParams = z.object({ key: contractingKey });

export const cpf = z
  .string()
  .transform(stripCpf)
  .refine((v) => isValidCpf(v), 'deve ser um CPF válido');

export const isoDay = z.string().refine(isIsoDate, 'deve ser uma data AAAA-MM-DD válida');

/** Wire reais (12.34) -> centavos, zero or more, at most two decimals. */
export const reaisToCents = reais((n) =>
  n.min(0, 'não pode ser negativo').max(1_000_000, 'deve ser no máximo 1000000'),
);

export const installments = z.coerce
  .number()
  .int('deve ser um número inteiro')
  .min(1, 'deve ser no mínimo 1')
  .max(18, 'deve ser no máximo 18');

export const shortText = (max: number) => z.string().trim().min(1, 'é obrigatório').max(max);
