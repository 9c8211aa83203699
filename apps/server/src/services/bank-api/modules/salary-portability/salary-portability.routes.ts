import { isValidCnpj, stripCnpj } from '@carteira/core/br';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin } from '../../schemas.ts';
import {
  CANCEL_REASONS,
  cancelOwnPortability,
  listOwnPortabilities,
  OTHER_REASON,
  requestPortability,
} from './salary-portability.service.ts';

/** The employer's CNPJ, numeric or the letters-and-digits CNPJ valid from July 2026; masks removed. */
const cnpj = z
  .string()
  .max(20, 'deve ser um CNPJ válido')
  .transform((v) => stripCnpj(v))
  .refine((v) => v.length === 14 && isValidCnpj(v), 'deve ser um CNPJ válido');

const cancelSchema = z
  .object({
    chaveDePortabilidade: z.string().uuid('portabilidade inválida'),
    motivoCancelamento: z.coerce.number().int().min(1).max(CANCEL_REASONS.length),
    complementoMotivoCancelamento: z.string().trim().max(200, 'até 200 caracteres').optional(),
  })
  .refine(
    (v) => v.motivoCancelamento !== OTHER_REASON || (v.complementoMotivoCancelamento ?? '').length >= 3,
    {
      message: 'conte o motivo em poucas palavras',
      path: ['complementoMotivoCancelamento'],
    },
  );

export const salaryPortabilityRoutes = [
  defineRoute({
    path: 'portabilidade-salarial/solicitar',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      pin,
      identificacaoFiscalEmpresaOrigem: cnpj,
      razaoSocialEmpresaOrigem: z.string().trim().min(2, 'informe o nome da empresa').max(120),
      codigoBancoOrigem: z.string().regex(/^\d{3}$/, 'deve ter 3 dígitos'),
      vinculo: z.enum(['CLT', 'PJ', 'AUTONOMO']),
    }),
    handler: ({ input, trx, deps, session }) => requestPortability(trx, deps, session, input),
  }),
  defineRoute({
    path: 'portabilidade-salarial/listar',
    method: 'POST',
    auth: true,
    schema: z.object({}).passthrough(),
    handler: ({ db, session }) => listOwnPortabilities(db, session),
  }),
  defineRoute({
    path: 'portabilidade-salarial/cancelar',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: cancelSchema,
    handler: ({ input, trx, deps, session }) => cancelOwnPortability(trx, deps, session, input),
  }),
];
