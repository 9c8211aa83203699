import {
  DEFAULT_DUE_DAY,
  DUE_DAYS,
  MAX_INVOICE_INSTALMENTS,
  MIN_INVOICE_INSTALMENTS,
} from '@carteira/core/credit-card';
import { z } from 'zod';
import { defineRoute } from '../../bank-route.ts';
import { accountKey, pin, positiveReais } from '../../schemas.ts';
import {
  contractStatus,
  currentContract,
  investMore,
  investmentPosition,
  investmentProduct,
  redeem,
  signContract,
  simulateRedeem,
} from './credit-card-contract.service.ts';
import { payInvoiceInInstalments, quoteInvoiceInstalments } from './credit-card-instalments.service.ts';
import { cardConfiguration, invoiceDetails, invoices } from './credit-card-invoice.service.ts';
import { invoiceBoleto, invoicePixCode, payByAccountDebit } from './credit-card-payment.service.ts';
import { payOffPlan, quotePayoff } from './credit-card-payoff.service.ts';
import { changeInvoiceDueDay, setAutomaticDebit } from './credit-card-settings.service.ts';
import {
  cardStatement,
  contractAddendum,
  contracts,
  creditAnalysis,
  futureInvoices,
  guaranteeFundingCode,
  guaranteeFundingStatus,
  holderSettings,
  usageInformation,
} from './credit-card-usage.service.ts';

const byAccount = z.object({ chaveDeConta: accountKey });
const dueDay = z
  .number()
  .int()
  .refine((d) => (DUE_DAYS as readonly number[]).includes(d), `deve ser um de ${DUE_DAYS.join(', ')}`)
  .default(DEFAULT_DUE_DAY);
const chosenDueDay = z
  .number()
  .int()
  .refine((d) => (DUE_DAYS as readonly number[]).includes(d), `deve ser um de ${DUE_DAYS.join(', ')}`);
/** The selfie for the face match: base64, 1 KB to 2 MB. */
const selfie = z
  .string()
  .min(1_368, 'deve ser uma imagem')
  .max(2_796_204, 'deve ter no máximo 2 MB')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'deve ser base64');
const invoiceId = z.string().uuid('deve ser uma chave válida');
const withAmount = byAccount.extend({ valor: positiveReais });
const paged = byAccount.extend({
  pagina: z.number().int().min(1).max(10_000).default(1),
  porPagina: z.number().int().min(1).max(50).default(50),
});
const txid = z.string().regex(/^[A-Za-z0-9]{25,35}$/, 'deve ser um txid');
const withFace = withAmount.extend({ pin, imagemBase64: selfie });

/**
 * The guaranteed-credit card (wallet.md section 7). The spec's contas/{accountKey}/cartao-garantia/...
 * paths carry the account key in the sealed body (docs/decisions/0004), as docs/bank-api.md lists.
 */
export const creditCardRoutes = [
  defineRoute({
    path: 'cartao-garantia/contratacao/situacao',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, session }) => contractStatus(db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'cartao-garantia/produto-investimento',
    method: 'POST',
    auth: true,
    schema: z.object({}),
    handler: async () => investmentProduct(),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/contrato-corrente',
    method: 'POST',
    auth: true,
    schema: withAmount.extend({ diaVencimentoFatura: dueDay }),
    handler: ({ input, db, session }) => currentContract(db, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/contrato-corrente/assinatura',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: withFace.extend({ diaVencimentoFatura: dueDay }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      signContract(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/configuracao',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => cardConfiguration(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/posicao',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => investmentPosition(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas',
    method: 'POST',
    auth: true,
    schema: paged,
    handler: ({ input, db, deps, session }) => invoices(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/detalhes',
    method: 'POST',
    auth: true,
    schema: byAccount.extend({ faturaId: invoiceId }),
    handler: ({ input, db, deps, session }) => invoiceDetails(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/qr-code-pix',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ faturaId: invoiceId, valor: positiveReais.optional() }),
    handler: ({ input, trx, deps, session }) => invoicePixCode(trx, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/boleto',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ faturaId: invoiceId, valor: positiveReais.optional() }),
    handler: ({ input, trx, deps, session }) => invoiceBoleto(trx, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/debito-conta',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ faturaId: invoiceId, valor: positiveReais, pin }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payByAccountDebit(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/simulacao-parcelamento',
    method: 'POST',
    auth: true,
    schema: byAccount.extend({ faturaId: invoiceId }),
    handler: ({ input, db, deps, session }) => quoteInvoiceInstalments(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/parcelamento',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({
      faturaId: invoiceId,
      quantidadeParcelas: z.number().int().min(MIN_INVOICE_INSTALMENTS).max(MAX_INVOICE_INSTALMENTS),
      pin,
    }),
    handler: ({ input, trx, deps, session }) => payInvoiceInInstalments(trx, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/simulacao-resgate',
    method: 'POST',
    auth: true,
    schema: withAmount,
    handler: ({ input, db, deps, session }) => simulateRedeem(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/solicitar-resgate',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: withFace,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      redeem(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/aplicacao',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: withFace,
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      investMore(trx, deps, session, input, idempotencyKey),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/data-vencimento',
    method: 'PUT',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ diaVencimentoFatura: chosenDueDay }),
    handler: ({ input, trx, deps, session }) => changeInvoiceDueDay(trx, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/debito-automatico',
    method: 'PUT',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ debitoAutomatico: z.boolean() }),
    handler: ({ input, trx, session }) => setAutomaticDebit(trx, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/contratos',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => contracts(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/contrato-corrente/aditivo',
    method: 'POST',
    auth: true,
    schema: withAmount,
    handler: ({ input, db, deps, session }) => contractAddendum(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/extrato',
    method: 'POST',
    auth: true,
    schema: paged,
    handler: ({ input, db, deps, session }) => cardStatement(db, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/informacoes-uso',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => usageInformation(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/faturas/futuras',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => futureInvoices(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/aplicacao/qr-code-pix',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: withAmount,
    handler: ({ input, trx, deps, session }) => guaranteeFundingCode(trx, deps, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/aplicacao/qr-code-pix/situacao',
    method: 'POST',
    auth: true,
    schema: byAccount.extend({ txid }),
    handler: ({ input, db, deps, session }) => guaranteeFundingStatus(db, deps, session, input),
  }),
  defineRoute({
    path: 'creditoclean/configuracoes-portador',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, deps, session }) => holderSettings(db, deps, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'creditoclean/analise-de-credito',
    method: 'POST',
    auth: true,
    schema: byAccount,
    handler: ({ input, db, session }) => creditAnalysis(db, session, input.chaveDeConta),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/parcelamentos/simulacao-quitacao',
    method: 'POST',
    auth: true,
    schema: byAccount.extend({ idParcelamento: z.string().uuid('deve ser uma chave válida') }),
    handler: ({ input, db, session }) => quotePayoff(db, session, input),
  }),
  defineRoute({
    path: 'contas/cartao-garantia/parcelamentos/quitacao',
    method: 'POST',
    auth: true,
    idempotent: true,
    schema: byAccount.extend({ idParcelamento: z.string().uuid('deve ser uma chave válida'), pin }),
    handler: ({ input, trx, deps, session, idempotencyKey }) =>
      payOffPlan(trx, deps, session, input, idempotencyKey),
  }),
];
