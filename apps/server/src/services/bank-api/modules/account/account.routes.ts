import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, isoDate, pin } from '../../schemas.ts';
import {
  balanceOf,
  listAccounts,
  ownAccount,
  STATEMENT_MAX_PAGE,
  statement,
  toConta,
  validatePin,
} from './account.service.ts';
import { personalData } from './customer.service.ts';
import { receiptOf } from './receipt.service.ts';
import { FUTURE_MAX_DAYS, futureMovements, scheduledItems } from './scheduled-items.service.ts';

const byAccount = z.object({ chaveDeConta: accountKey });

const statementSchema = z.object({
  chaveDeConta: accountKey,
  dataInicio: isoDate,
  dataFim: isoDate,
  pagina: z.number().int().min(1).default(1),
  tamanhoPagina: z.number().int().min(1).max(STATEMENT_MAX_PAGE).default(STATEMENT_MAX_PAGE),
  ordenacao: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const accountRoutes = [
  defineRoute({
    path: 'conta/consultar-contas',
    method: 'POST',
    auth: true,
    schema: z.object({}),
    handler: ({ db, session }) => listAccounts(db, session),
  }),
  defineRoute({
    path: 'conta/obter-dados-conta',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: async ({ db, session, input }) => toConta(await ownAccount(db, session, input.chaveDeConta)),
  }),
  defineRoute({
    path: 'conta/consultar-saldo',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ db, session, input }) => balanceOf(db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'conta/consultar-extrato-completo',
    method: 'POST',
    auth: true,
    schema: statementSchema,
    handler: ({ deps, session, input }) => statement(deps, session, input),
  }),
  defineRoute({
    path: 'conta/consultar-agendamentos',
    method: 'POST',
    auth: true,
    schema: z.object({
      chaveDeConta: accountKey,
      dataInicio: isoDate.optional(),
      dataFim: isoDate.optional(),
    }),
    handler: ({ deps, session, input }) => scheduledItems(deps, session, input),
  }),
  defineRoute({
    path: 'conta/consultar-lancamentos-futuros',
    method: 'POST',
    auth: true,
    schema: z.object({
      chaveDeConta: accountKey,
      dias: z.number().int().min(1).max(FUTURE_MAX_DAYS).optional(),
    }),
    handler: ({ deps, session, input }) => futureMovements(deps, session, input),
  }),
  defineRoute({
    path: 'conta/validar-pin-conta',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, pin }),
    handler: ({ deps, session, input }) => validatePin(deps, session, input.chaveDeConta, input.pin),
  }),
  defineRoute({
    path: 'cliente/obter-dados-pessoa-fisica-por-chave',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeCliente: z.string().min(1).max(64) }),
    handler: ({ db, session, input }) => personalData(db, session, input.chaveDeCliente),
  }),
  defineRoute({
    path: 'comprovante/consultar-comprovantes-por-id-transacao',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, idTransacao: z.string().min(1).max(64) }),
    handler: ({ db, session, input }) => receiptOf(db, session, input.chaveDeConta, input.idTransacao),
  }),
];
