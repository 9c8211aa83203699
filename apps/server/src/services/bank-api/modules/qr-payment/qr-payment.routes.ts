import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin, positiveReais } from '../../schemas.ts';
import { checkReturnAddresses, payQr, validateQr } from './qr-payment.service.ts';

const qrCode = z.string().min(1, 'informe o QR code').max(512, 'deve ter no máximo 512 caracteres');
const address = z.string().max(2048, 'deve ter no máximo 2048 caracteres').optional();

export const qrPaymentRoutes = [
  defineRoute({
    path: 'dimoqrcode/validar',
    method: 'POST',
    auth: true,
    schema: z.object({ qrCode }),
    handler: ({ input, db, deps }) => validateQr(db, deps, input.qrCode),
  }),
  defineRoute({
    path: 'dimoqrcode/efetuar-pagamento',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({ chaveDeConta: accountKey, pin, qrCode, valor: positiveReais }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payQr(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'dimoqrcode/validar-retorno',
    method: 'POST',
    auth: true,
    schema: z.object({ enderecoRetorno: address, enderecoAbandono: address }),
    handler: async ({ input, deps }) => checkReturnAddresses(deps, input),
  }),
];
