import { z } from 'zod';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import { reais } from '../../../../../platform/wire-reais.ts';
import { defineRoute } from '../../../bank-route.ts';
import { accountKey } from '../../../schemas.ts';
import { findOwnedAccount } from '../../account/account.repository.ts';
import { accountNotFound } from '../pix.errors.ts';
import { lockAccountForKeys } from '../pix.repository.ts';
import { requestNocturnalStart } from './pix-limits.nocturnal-start.ts';
import {
  LIMIT_OPERATION,
  LIMIT_TYPE,
  limitsAnswer,
  limitUsage,
  listPendingRequests,
  NOCTURNAL_STARTS,
  requestLimitChange,
} from './pix-limits.service.ts';
import { newDeviceLimits } from './pix-new-device.ts';

/** The highest limit a customer may ask for: R$ 100.000,00. */
const MAX_LIMIT_REAIS = 100_000;

const byAccount = z.object({ chaveDeConta: accountKey });

const limitChange = z.object({
  chaveDeConta: accountKey,
  tipoLimite: z.union([z.literal(LIMIT_TYPE.DAILY), z.literal(LIMIT_TYPE.NOCTURNAL)]),
  motivo: z.literal(LIMIT_OPERATION),
  valor: reais((n) =>
    n.min(0, 'não pode ser negativo').max(MAX_LIMIT_REAIS, `deve ser no máximo ${MAX_LIMIT_REAIS}`),
  ),
});

const nocturnalStart = z.object({
  chaveDeConta: accountKey,
  inicioPeriodoNoturno: z.literal(NOCTURNAL_STARTS, { error: 'deve ser 20 ou 22' }),
});

export const pixLimitRoutes = [
  defineRoute({
    path: 'limites-cliente/consultar-limites',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) =>
      withTransaction(deps.db, async (trx) => {
        const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
        if (!account) throw accountNotFound();
        await lockAccountForKeys(trx, account.id);
        return {
          ...limitsAnswer(await limitUsage(trx, account.id, deps.now())),
          // the session's device while it is new for Pix (IN BCB 491/2024), else null
          dispositivoNovo: await newDeviceLimits(trx, session.deviceId, deps.now()),
        };
      }),
  }),
  defineRoute({
    path: 'limites-cliente/solicitar-alteracao-limite-operacao',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: limitChange,
    handler: async ({ input, trx, deps, session }) => {
      const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
      if (!account) throw accountNotFound();
      await lockAccountForKeys(trx, account.id);
      return requestLimitChange(trx, account.id, input, deps.now());
    },
  }),
  defineRoute({
    path: 'limites-cliente/alterar-limite-noturno-pix',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: nocturnalStart,
    handler: async ({ input, trx, deps, session }) => {
      const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
      if (!account) throw accountNotFound();
      await lockAccountForKeys(trx, account.id);
      return requestNocturnalStart(trx, account.id, input.inicioPeriodoNoturno, deps.now());
    },
  }),
  defineRoute({
    path: 'limites-cliente/consultar-solicitacoes-pendentes',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, deps, session }) =>
      withTransaction(deps.db, async (trx) => {
        const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
        if (!account) throw accountNotFound();
        await lockAccountForKeys(trx, account.id);
        return listPendingRequests(trx, account.id, deps.now());
      }),
  }),
];
