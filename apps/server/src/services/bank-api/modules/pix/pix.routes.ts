import { PixKeyType } from '@carteira/core/pix';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, isoDate } from '../../schemas.ts';
import { generateStaticQr, payQr, processQr } from './charges/pix-qrcode.service.ts';
import {
  deleteKey,
  listKeys,
  registerPlainKey,
  registerValidatedKey,
  sendValidationToken,
} from './keys/pix-keys.service.ts';
import { lookupKeyLimited } from './keys/pix-lookup-limit.service.ts';
import {
  accountOnly,
  agencyOrder,
  anyKey,
  keyOf,
  keyOrder,
  qrOrder,
  qrText,
  returnOrder,
  staticQr,
  tokenRequest,
  validationCode,
} from './pix.schemas.ts';
import { returnPix } from './returns/pix-return.service.ts';
import { sendPixToAgency } from './send/pix-agency.service.ts';
import { sendPixToKeyAtOnce } from './send/pix-at-once.service.ts';
import { sendPixToKey } from './send/pix-payment.service.ts';
import { PIX_STATEMENT_PAGE, pixStatement } from './statement/pix-statement.service.ts';

const validatedKey = (path: string, tipo: typeof PixKeyType.EMAIL | typeof PixKeyType.PHONE) =>
  defineRoute({
    path,
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, chave: keyOf(tipo), codigoValidacao: validationCode }),
    handler: ({ input, deps, session }) =>
      registerValidatedKey(deps, session, {
        chaveDeConta: input.chaveDeConta,
        tipo,
        chave: input.chave,
        codigo: input.codigoValidacao,
      }),
  });

const statementSchema = z.object({
  chaveDeConta: accountKey,
  filtro: z.enum(['all', 'sent', 'received']).default('all'),
  dataInicio: isoDate,
  dataFim: isoDate,
  pagina: z.number().int().min(1).default(1),
  tamanhoPagina: z.number().int().min(1).max(PIX_STATEMENT_PAGE).default(PIX_STATEMENT_PAGE),
  ordenacao: z.union([z.literal(0), z.literal(1)]).default(0),
});

export const pixRoutes = [
  defineRoute({
    path: 'pix/operacao/consultar-extrato',
    method: 'POST',
    auth: true,
    schema: statementSchema,
    handler: ({ input, deps, session }) => pixStatement(deps, session, input),
  }),
  defineRoute({
    path: 'pix/enderecamento/gerar-token-validacao',
    method: 'POST',
    auth: true,
    schema: tokenRequest,
    handler: ({ input, deps, session }) => sendValidationToken(deps, session, input),
  }),
  defineRoute({
    path: 'pix/enderecamento/cadastrar-chave-identificacao-fiscal',
    method: 'POST',
    auth: true,
    schema: accountOnly,
    handler: ({ input, deps, session }) => registerPlainKey(deps, session, input.chaveDeConta, 'CPF'),
  }),
  defineRoute({
    path: 'pix/enderecamento/cadastrar-chave-evp',
    method: 'POST',
    auth: true,
    schema: accountOnly,
    handler: ({ input, deps, session }) => registerPlainKey(deps, session, input.chaveDeConta, 'EVP'),
  }),
  validatedKey('pix/enderecamento/cadastrar-chave-email', PixKeyType.EMAIL),
  validatedKey('pix/enderecamento/cadastrar-chave-celular', PixKeyType.PHONE),
  defineRoute({
    path: 'pix/enderecamento/consultar-chaves',
    method: 'POST',
    auth: true,
    schema: accountOnly,
    handler: ({ input, deps, session }) => listKeys(deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'pix/enderecamento/consultar-dados-por-chave',
    method: 'POST',
    auth: true,
    schema: z.object({ chave: anyKey }),
    handler: ({ input, deps, session }) => lookupKeyLimited(deps, session, input.chave),
  }),
  defineRoute({
    path: 'pix/enderecamento/excluir-chave',
    method: 'POST',
    auth: true,
    schema: z.object({ chaveDeConta: accountKey, chave: anyKey }),
    handler: ({ input, deps, session }) => deleteKey(deps, session, input.chaveDeConta, input.chave),
  }),
  defineRoute({
    path: 'pix/operacao/enviar-ordem-pagamento-por-chave',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: keyOrder,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      sendPixToKey(trx, deps, session, input, idempotencyKey),
    atOnce: sendPixToKeyAtOnce,
  }),
  defineRoute({
    path: 'pix/operacao/enviar-ordem-pagamento-por-agencia',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: agencyOrder,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      sendPixToAgency(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'pix/operacao/enviar-ordem-devolucao',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: returnOrder,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      returnPix(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'pix/qrcode/gerar-qrcode-estatico',
    method: 'POST',
    auth: true,
    schema: staticQr,
    handler: ({ input, db, session }) => generateStaticQr(db, session, input),
  }),
  defineRoute({
    path: 'pix/qrcode/processar-qrcode',
    method: 'POST',
    auth: true,
    schema: z.object({ qrCode: qrText }),
    handler: ({ input, deps, session }) => processQr(deps, session, input.qrCode),
  }),
  defineRoute({
    path: 'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: qrOrder,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payQr(trx, deps, session, input, idempotencyKey),
  }),
];
