import { z } from 'zod';
import { accountKey, defineRoute, pin } from '../../bank-api/public.ts';
import {
  contractDetail,
  contractInstallments,
  installmentPix,
  listContracts,
  payDownPayment,
  payInstallment,
} from './financing.service.ts';
import { contractCcb, signedContracts } from './financing-documents.service.ts';

const uuid = z.string().uuid('deve ser uma chave válida');
const numParcela = z
  .number()
  .int('deve ser um número inteiro')
  .min(1, 'deve ser no mínimo 1')
  .max(99, 'deve ser no máximo 99');

/** The bank's financing paths (docs/financing-api.md, Bank API: financing paths). */
export const financingRoutes = [
  defineRoute({
    path: 'financiamento/mobile/entrada/debito-em-conta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, pin, chaveContratacao: uuid }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payDownPayment(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ input, db, deps, session }) => listContracts(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/assinados',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey }),
    handler: ({ input, db, session }) => signedContracts(db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/ccb',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idContrato: uuid }),
    handler: ({ input, db, session }) => contractCcb(db, session, input),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/detalhe',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idContrato: uuid }),
    handler: ({ input, db, deps, session }) => contractDetail(db, deps, session, input),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/parcelas',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idContrato: uuid }),
    handler: ({ input, db, deps, session }) => contractInstallments(db, deps, session, input),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/parcelas/debito-em-conta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      pin,
      idContrato: uuid,
      numParcela,
    }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payInstallment(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'financiamento/mobile/contas/contratos/parcelas/pix',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, idContrato: uuid, numParcela }),
    handler: ({ input, trx, deps, session }) => installmentPix(trx, deps, session, input),
  }),
];
