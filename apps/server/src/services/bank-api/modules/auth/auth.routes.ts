import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { deviceOf, metadadosSchema } from '../device/device-metadata.ts';
import { login, logout, renew } from './auth.service.ts';

const loginSchema = z.object({
  identificacaoFiscal: z.string().regex(/^\d{11}$/, 'deve ter 11 dígitos'),
  senha: z.string().min(1).max(128),
  metadados: metadadosSchema,
});

export const authRoutes = [
  defineRoute({
    path: 'autenticar/cliente',
    method: 'POST',
    auth: false,
    schema: loginSchema,
    handler: ({ input, deps }) =>
      login(deps, input.identificacaoFiscal, input.senha, deviceOf(input.metadados)),
  }),
  defineRoute({
    path: 'autenticar/renovar-token',
    method: 'POST',
    auth: true,
    schema: z.object({}),
    handler: ({ deps, session }) => renew(deps, session),
  }),
  defineRoute({
    path: 'autenticar/desconectar',
    method: 'POST',
    auth: true,
    schema: z.object({}),
    handler: ({ deps, session }) => logout(deps.db, session, deps.now()),
  }),
];
