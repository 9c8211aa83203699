import { centavos, toReais } from '@carteira/core/money';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { positiveReais } from '../../schemas.ts';
import { type FeeOperation, feeOf, OPERATION_FEES } from './operation-fees.ts';

const operations = Object.keys(OPERATION_FEES) as [FeeOperation, ...FeeOperation[]];

export const feeRoutes = [
  defineRoute({
    path: 'limites-tarifas/consultar-tarifa-operacao',
    method: 'POST',
    auth: true,
    schema: z.object({
      motivoTransacao: z.enum(operations, { message: `deve ser ${operations.join(', ')}` }),
      valorTransacao: positiveReais,
    }),
    handler: async ({ input }) => {
      const amount = centavos(input.valorTransacao);
      const fee = feeOf(input.motivoTransacao, amount);
      return {
        motivoTransacao: input.motivoTransacao,
        valorTransacao: toReais(amount),
        valorTarifa: toReais(fee),
        valorTotal: toReais(centavos(amount + fee)),
      };
    },
  }),
];
