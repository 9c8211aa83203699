import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, digits, pin, positiveReais } from '../../schemas.ts';
import { lookupRecipient, transferFromCustomer } from './transfer.service.ts';
import { transferAtOnce } from './transfer-at-once.service.ts';

const agencia = digits(1, 4, 'deve ter até 4 dígitos').transform((v) => v.padStart(4, '0'));
const conta = digits(1, 8, 'deve ter de 1 a 8 dígitos', 'dash').transform((v) => v.padStart(8, '0'));

/** A Carteira account to transfer to: agency and account, punctuation accepted. */
export const transferDestination = { agenciaDestino: agencia, contaDestino: conta };

const transferSchema = z.object({
  chaveDeConta: accountKey,
  pin,
  valor: positiveReais,
  ...transferDestination,
  descricao: z.string().max(140, 'deve ter no máximo 140 caracteres').optional(),
});

export const transferRoutes = [
  defineRoute({
    path: 'transferencias/consultar-destinatario-arbi',
    method: 'POST',
    auth: true,
    schema: z.object({ agencia, conta }),
    handler: ({ input, db }) => lookupRecipient(db, input.agencia, input.conta),
  }),
  defineRoute({
    path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: transferSchema,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      transferFromCustomer(trx, deps, session, input, idempotencyKey),
    atOnce: transferAtOnce,
  }),
];
