import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey } from '../../schemas.ts';
import { GIFT_CARD_REASON, redeemGiftCard } from './gift-card.service.ts';

export const giftCardRoutes = [
  defineRoute({
    path: 'tesouraria/cartao-presente/creditar-conta-cliente',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      /** The printed code: 16 letters or digits, in groups of 4 with dashes or spaces, or none. */
      codigo: z
        .string()
        .max(24, 'código de 16 letras ou números')
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'código de 16 letras ou números')
        .refine((v) => v.replace(/[\s-]/g, '').length === 16, 'código de 16 letras ou números'),
      motivo: z.literal(GIFT_CARD_REASON).default(GIFT_CARD_REASON),
    }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      redeemGiftCard(trx, deps, session, input, idempotencyKey),
  }),
];
