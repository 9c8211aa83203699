import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin } from '../../schemas.ts';
import { consultAtmCode, withdrawAtAtm } from './atm.service.ts';

const qrCode = z.string().trim().min(1, 'informe o código do caixa').max(512);

export const atmRoutes = [
  defineRoute({
    path: 'saque/consultar-saque-atm',
    method: 'POST',
    auth: true,
    schema: z.object({ qrCode }),
    handler: ({ input, db, deps }) => consultAtmCode(db, deps, input.qrCode),
  }),
  defineRoute({
    path: 'saque/solicitar-saque-atm',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, pin, qrCode }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      withdrawAtAtm(trx, deps, session, input, idempotencyKey),
  }),
];
