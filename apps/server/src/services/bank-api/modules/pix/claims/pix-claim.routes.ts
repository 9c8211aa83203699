import { PixKeyType } from '@carteira/core/pix';
import { z } from 'zod';
import { defineRoute } from '../../../bank-route.ts';
import { accountKey, pin } from '../../../schemas.ts';
import { keyOf } from '../pix.schemas.ts';
import {
  ClaimType,
  cancelClaim,
  claimKey,
  concludeClaim,
  confirmClaim,
  listAccountClaims,
} from './pix-claim.service.ts';

const claimType = z.union([z.literal(ClaimType.OWNERSHIP), z.literal(ClaimType.PORTABILITY)]);
const claimId = z.string().min(1).max(64);
const step = z.object({ chaveDeConta: accountKey, claimId });

const claimByKey = (path: string, tipo: typeof PixKeyType.EMAIL | typeof PixKeyType.PHONE) =>
  defineRoute({
    path,
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, chave: keyOf(tipo), tipoReivindicacao: claimType }),
    handler: ({ input, trx, deps, session }) => claimKey(trx, deps, session, { ...input, tipoChave: tipo }),
  });

export const pixClaimRoutes = [
  claimByKey('pix/reivindicacao/reivindicar-email', PixKeyType.EMAIL),
  claimByKey('pix/reivindicacao/reivindicar-celular', PixKeyType.PHONE),
  defineRoute({
    path: 'pix/reivindicacao/reivindicar-identificacao-fiscal',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      tipoReivindicacao: z.literal(ClaimType.PORTABILITY).optional(),
    }),
    handler: ({ input, trx, deps, session }) =>
      claimKey(trx, deps, session, {
        chaveDeConta: input.chaveDeConta,
        tipoChave: PixKeyType.CPF,
        tipoReivindicacao: ClaimType.PORTABILITY,
      }),
  }),
  defineRoute({
    path: 'pix/reivindicacao/consultar-reinvidicacoes',
    method: 'POST',
    auth: true,
    idempotent: false,
    schema: z.object({ chaveDeConta: accountKey, papel: z.enum(['REIVINDICADOR', 'DOADOR']).optional() }),
    handler: ({ input, deps, session }) =>
      deps.db.transaction().execute((trx) => listAccountClaims(trx, deps, session, input)),
  }),
  defineRoute({
    path: 'pix/reivindicacao/confirmar',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: step,
    handler: ({ input, trx, deps, session }) => confirmClaim(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pix/reivindicacao/cancelar',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: step,
    handler: ({ input, trx, deps, session }) => cancelClaim(trx, deps, session, input),
  }),
  defineRoute({
    path: 'pix/reivindicacao/concluir',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: step.extend({ pin }),
    handler: ({ input, trx, deps, session }) => concludeClaim(trx, deps, session, input),
  }),
];
