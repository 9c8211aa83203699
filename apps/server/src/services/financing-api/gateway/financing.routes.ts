import { z } from 'zod';
import { shared } from '../../../platform/database/shared-handle.ts';
import { accountKey, defineRoute, pin } from '../../bank-api/public.ts';
import * as service from './financing.service.ts';
import * as documents from './financing-documents.service.ts';

// These paths are the bank's (its gateway, session and idempotency transaction): each financing use
// case takes the bank's handle as it is, so a contracting or an instalment moves on in the same
// transaction as the debit that pays it.
const payDownPayment = shared(service.payDownPayment);
const listContracts = shared(service.listContracts);
const signedContracts = shared(documents.signedContracts);
const contractCcb = shared(documents.contractCcb);
const contractDetail = shared(service.contractDetail);
const contractInstallments = shared(service.contractInstallments);
const payInstallment = shared(service.payInstallment);
const installmentPix = shared(service.installmentPix);

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
