import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { signedTerm } from './terms.service.ts';

const clientKey = z.string().min(1).max(64);

/** The terms the customer signed when opening the account (wallet.md section 7, Client: Terms). */
export const termsRoutes = [
  defineRoute({
    path: 'cliente/obter-termo-assinado',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeCliente: clientKey }),
    handler: ({ db, session, input }) => signedTerm(db, session, input.chaveDeCliente, 'TERMO_DE_USO'),
  }),
  defineRoute({
    path: 'cliente/obter-declaracao-de-residencia-assinada',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeCliente: clientKey }),
    handler: ({ db, session, input }) =>
      signedTerm(db, session, input.chaveDeCliente, 'DECLARACAO_DE_RESIDENCIA'),
  }),
];
