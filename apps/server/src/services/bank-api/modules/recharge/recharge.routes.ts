import { BRAZIL_DDI } from '@carteira/core/br';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, digits, pin, positiveReais } from '../../schemas.ts';
import { listProviders, listValues, rechargePhone } from './recharge.service.ts';

/** Two digits; whether Anatel assigned them is the service's check (40050). */
const ddd = digits(2, 2, 'deve ter 2 dígitos');
const provedorId = z.string().trim().min(1).max(40);

export const rechargeRoutes = [
  defineRoute({
    path: 'recarga/consultar-provedores-celular',
    method: 'POST',
    auth: true,
    schema: z.object({ ddd }),
    handler: ({ input, deps }) => listProviders(deps.ports, input.ddd),
  }),
  defineRoute({
    path: 'recarga/consultar-valores',
    method: 'POST',
    auth: true,
    schema: z.object({ ddd, provedorId }),
    handler: ({ input, deps }) => listValues(deps.ports, input.ddd, input.provedorId),
  }),
  defineRoute({
    path: 'recarga/recarregar-celular',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: z.object({
      chaveDeConta: accountKey,
      pin,
      ddi: z
        .union([z.literal(BRAZIL_DDI), z.literal(55)])
        .transform(() => BRAZIL_DDI)
        .default(BRAZIL_DDI),
      ddd,
      numero: digits(1, 9, 'deve ter 9 dígitos', 'phone'),
      provedorId,
      valor: positiveReais,
    }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      rechargePhone(trx, deps, session, input, idempotencyKey),
  }),
];
