import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { digits, isoDate } from '../../schemas.ts';
import { lookupCep, workingDayInfo } from './utilities.service.ts';

export const utilitiesRoutes = [
  defineRoute({
    path: 'utilidades/consultar-proximo-dia-util',
    method: 'POST',
    auth: false,
    schema: z.object({ data: isoDate }),
    handler: async ({ input }) => workingDayInfo(input.data),
  }),
  defineRoute({
    path: 'utilidades/consultar-cep',
    method: 'POST',
    auth: false,
    schema: z.object({ cep: digits(8, 8, 'deve ter 8 dígitos', 'dash') }),
    handler: async ({ input, deps }) => lookupCep(deps.ports.ceps, input.cep),
  }),
];
