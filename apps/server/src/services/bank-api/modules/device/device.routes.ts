import { z } from 'zod';
import { consentState } from '../../../product-api/public.ts';
import { defineRoute } from '../../bank-route.ts';
import { loginAnswer } from '../auth/auth.service.ts';
import {
  confirmNewDevice,
  listDevices,
  recordAppLogin,
  removeDevice,
  sendNewDeviceCode,
} from './device.service.ts';
import { appLoginReportOf, deviceOf, metadadosSchema } from './device-metadata.ts';

const challengeKey = z.string().min(16, 'chave de desafio inválida').max(200, 'chave de desafio inválida');

export const deviceRoutes = [
  defineRoute({
    path: 'autenticar/novo-dispositivo/enviar-codigo',
    method: 'POST',
    auth: false,
    schema: z.object({ chaveDeDesafio: challengeKey }),
    handler: ({ input, deps }) => sendNewDeviceCode(deps, input.chaveDeDesafio),
  }),
  defineRoute({
    path: 'autenticar/novo-dispositivo/confirmar',
    method: 'POST',
    auth: false,
    schema: z.object({
      chaveDeDesafio: challengeKey,
      codigo: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos'),
      metadados: metadadosSchema,
    }),
    handler: ({ input, deps }) =>
      confirmNewDevice(
        deps,
        { chaveDeDesafio: input.chaveDeDesafio, codigo: input.codigo, device: deviceOf(input.metadados) },
        (trx, customerId, deviceId) => loginAnswer(trx, deps, customerId, deviceId),
      ),
  }),
  defineRoute({
    path: 'app/login',
    method: 'POST',
    auth: true,
    schema: z.object({ metadados: metadadosSchema }),
    // the product backend keeps the consent (/locationConsent); the bank asks it before keeping a place
    handler: async ({ input, deps, session }) =>
      recordAppLogin(
        deps,
        session,
        appLoginReportOf(input.metadados),
        (await consentState(deps.db, session.customerId, 'location')) === 'OPTED_IN',
      ),
  }),
  defineRoute({
    path: 'dispositivos/listar',
    method: 'POST',
    auth: true,
    schema: z.object({}),
    handler: ({ deps, session }) => listDevices(deps, session),
  }),
  defineRoute({
    path: 'dispositivos/remover',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDoDispositivo: z.string().uuid('chave de aparelho inválida') }),
    handler: ({ input, deps, session }) => removeDevice(deps, session, input.chaveDoDispositivo),
  }),
];
