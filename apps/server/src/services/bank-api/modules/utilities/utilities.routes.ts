import { todayInSaoPaulo } from '@carteira/core/calendar';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { digits, isoDate } from '../../schemas.ts';
import { lookupCep, workingDayInfo } from './utilities.service.ts';

export const utilitiesRoutes = [
  defineRoute({
    path: 'utilidades/consultar-proximo-dia-util',
    method: 'POST',
    auth: false,
    // Without a date, the bank's own today (its clock, which the sandbox may move): the app's default dates.
    schema: z.object({ data: isoDate.optional() }),
    handler: async ({ input, deps }) => workingDayInfo(input.data ?? todayInSaoPaulo(deps.now())),
  }),
  defineRoute({
    path: 'utilidades/consultar-cep',
    method: 'POST',
    auth: false,
    schema: z.object({ cep: digits(8, 8, 'deve ter 8 dígitos', 'dash') }),
    handler: async ({ input, deps }) => lookupCep(deps.ports.ceps, input.cep),
  }),
];
