import { ACCOUNT_CANCEL_REASONS } from '@carteira/core/status';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey } from '../../schemas.ts';
import { CODE_LENGTH } from '../credentials/otp.ts';
import {
  accountState,
  cancelAccount,
  productMigration,
  requestCancelCode,
  unblockByFace,
} from './account-state.service.ts';

const byAccount = z.object({ chaveDeConta: accountKey });
const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `deve ter ${CODE_LENGTH} dígitos`);
/** A base64 image (a data: prefix allowed); its size and type are checked by the service (40031, 40030). */
const image = z.string().min(1, 'deve ter a selfie').max(3_000_000, 'deve ter no máximo 2 MB');

/**
 * The account's life (wallet.md sections 2 and 7, Account; docs/bank-api.md, Account state): its
 * status, lifting a block by face, closing it, the product migration. The status paths carry the
 * account key in the sealed body, not in the path (decision 0004).
 */
export const accountStateRoutes = [
  defineRoute({
    path: 'gestao-contas/conta-corrente/status',
    method: 'GET',
    auth: true,
    schema: byAccount,
    handler: ({ deps, session, input }) => accountState(deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'gestao-contas/conta-corrente/desbloquear',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, imagem: image }),
    handler: ({ trx, deps, session, input }) => unblockByFace(trx, deps, session, input),
  }),
  defineRoute({
    path: 'token/gerar-2fa-cancelamento-de-conta-multipla',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ deps, session, input }) => requestCancelCode(deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'conta/cancelar-conta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, token: code, motivo: z.enum(ACCOUNT_CANCEL_REASONS) }),
    handler: ({ trx, deps, session, input }) => cancelAccount(trx, deps, session, input),
  }),
  defineRoute({
    path: 'conta/migracao-de-produtos',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, chaveDeProdutoNovo: z.string().min(1).max(64).optional() }),
    handler: ({ deps, session, input }) => productMigration(deps, session, input),
  }),
];
