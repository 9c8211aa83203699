import { todayInSaoPaulo } from '@carteira/core/calendar';
import {
  DEFAULT_DUE_DAY,
  DUE_DAYS,
  limitView,
  MAX_GUARANTEE,
  MIN_GUARANTEE,
  openInvoiceDates,
} from '@carteira/core/credit-card';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Db, Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findCustomer, findOwnedAccount, readBalance } from '../account/account.repository.ts';
import { createPixCharge, getPixCharge } from '../pix/charges/pix-charge.service.ts';
import { guaranteeChargeNotFound, guaranteeOutOfRange } from './credit-card.errors.ts';
import { findCreditCard } from './credit-card.repository.ts';
import { INVESTMENT_PRODUCT } from './credit-card-contract.service.ts';
import { itemWire, ownCard } from './credit-card-invoice.service.ts';
import {
  guaranteeMovements,
  latestItems,
  latestPayments,
  unbilledInstalments,
} from './credit-card-usage.repository.ts';

const reais = (cents: number) => toReais(centavos(cents));

/** The Pix code that funds the guarantee is valid for a day, as the invoice's. */
const FUNDING_CHARGE_TTL_MS = 24 * 60 * 60_000;
/** The charge's purpose tag: money into the customer's own account, for the guarantee. */
export const GUARANTEE_FUNDING_PURPOSE = 'credit-card-guarantee-funding';

/**
 * contas/cartao-garantia/contratos: the contract signed and its addenda (each investment or redemption
 * after it changed the guarantee and the limit), with the guarantee and limit each left.
 */
export async function contracts(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const card = await ownCard(db, deps, session, accountId);
  const moves = await guaranteeMovements(db, card.customer_id);
  const [first, ...later] = moves;
  let guarantee = first ? Number(first.amount) : card.guarantee;
  const addenda = later.map((m) => {
    guarantee += Number(m.amount);
    return {
      idAditivo: m.id,
      tipo: m.kind === 'CARTAO_GARANTIA_APLICACAO' ? 'APLICACAO' : 'RESGATE',
      valor: reais(Math.abs(Number(m.amount))),
      valorGarantia: reais(guarantee),
      limite: reais(limitView(guarantee, 0).total),
      dataAssinatura: toSaoPauloDateTime(new Date(m.created_at)),
    };
  });
  const initial = first ? Number(first.amount) : card.guarantee;
  return {
    contratos: [
      {
        idContrato: first?.id ?? card.customer_id,
        situacao: 'VIGENTE',
        dataAssinatura: toSaoPauloDateTime(new Date(card.signed_at)),
        valorGarantiaInicial: reais(initial),
        valorGarantia: reais(card.guarantee),
        limite: reais(limitView(card.guarantee, 0).total),
        diaVencimentoFatura: card.due_day,
        finalCartao: card.last4,
        aditivos: addenda.reverse(),
      },
    ],
  };
}

/**
 * contas/cartao-garantia/contrato-corrente/aditivo: the addendum the customer signs to invest `valor`
 * more: the guarantee and limit it leaves. Beyond the product's maximum 400 / 40007.
 */
export async function contractAddendum(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valor: number },
) {
  const card = await ownCard(db, deps, session, input.chaveDeConta);
  const after = card.guarantee + input.valor;
  if (after > MAX_GUARANTEE) {
    throw guaranteeOutOfRange(formatBRL(centavos(MIN_GUARANTEE)), formatBRL(centavos(MAX_GUARANTEE)));
  }
  const customer = await findCustomer(db, session.customerId);
  const limit = limitView(after, 0).total;
  return {
    valorAtual: reais(card.guarantee),
    valorAdicional: reais(input.valor),
    valorGarantia: reais(after),
    limite: reais(limit),
    texto: [
      `ADITIVO AO CONTRATO DE CARTÃO DE CRÉDITO COM GARANTIA – ${customer?.nome ?? ''}`,
      `1. O cliente aplica mais ${formatBRL(centavos(input.valor))} em CDB a ${INVESTMENT_PRODUCT.percentualIndice}% do CDI, com liquidez diária, somados à garantia de ${formatBRL(centavos(card.guarantee))}.`,
      `2. A garantia passa a ser de ${formatBRL(centavos(after))} e o limite do cartão final ${card.last4}, de ${formatBRL(centavos(limit))}.`,
      '3. As demais cláusulas do contrato continuam valendo.',
    ].join('\n'),
  };
}

/**
 * contas/cartao-garantia/extrato: the card's movements on every invoice (purchases, charges,
 * instalments, credits) and the payments made to them, newest first, in pages of at most 50.
 */
export async function cardStatement(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pagina: number; porPagina: number },
) {
  const card = await ownCard(db, deps, session, input.chaveDeConta);
  const upTo = input.pagina * input.porPagina + 1;
  const [items, payments] = await Promise.all([
    latestItems(db, card.customer_id, upTo),
    latestPayments(db, card.customer_id, upTo),
  ]);
  const lines = [
    ...items.map((i) => ({ at: new Date(i.at), id: i.id, line: { faturaId: i.invoice_id, ...itemWire(i) } })),
    ...payments.map((p) => ({
      at: new Date(p.at),
      id: p.id,
      line: {
        faturaId: p.invoice_id,
        id: p.id,
        idTipoItem: 2,
        tipo: 'PAGAMENTO',
        forma: p.method,
        descricao: 'Pagamento da fatura',
        valor: reais(p.amount),
        data: toSaoPauloDateTime(new Date(p.at)),
      },
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
  const start = (input.pagina - 1) * input.porPagina;
  return {
    pagina: input.pagina,
    porPagina: input.porPagina,
    temMais: lines.length > start + input.porPagina,
    lancamentos: lines.slice(start, start + input.porPagina).map((l) => l.line),
  };
}

/**
 * contas/cartao-garantia/informacoes-uso: how much of the limit is used, what the open invoice holds so
 * far, and what the instalment plans still keep of the limit.
 */
export async function usageInformation(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const card = await ownCard(db, deps, session, accountId);
  const dates = openInvoiceDates(todayInSaoPaulo(deps.now()), card.due_day);
  const open = await db
    .selectFrom('credit_card_invoice')
    .select(['id', 'total'])
    .where('customer_id', '=', card.customer_id)
    .where('closing_date', '=', dates.closing)
    .executeTakeFirst();
  const purchases = open
    ? await db
        .selectFrom('credit_card_item')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount').as('sum')])
        .where('invoice_id', '=', open.id)
        .where('kind', '=', 'COMPRA')
        .where('type_id', '=', 1)
        .executeTakeFirst()
    : undefined;
  const unbilled = await unbilledInstalments(db, card.customer_id);
  const view = limitView(card.guarantee, card.used);
  return {
    limiteTotal: reais(view.total),
    limiteUtilizado: reais(view.used),
    limiteDisponivel: reais(view.available),
    percentualUtilizado: view.total > 0 ? Math.round((view.used * 100) / view.total) : 0,
    valorFaturaAtual: reais(open?.total ?? 0),
    quantidadeComprasFaturaAtual: Number(purchases?.n ?? 0),
    valorComprasFaturaAtual: reais(Number(purchases?.sum ?? 0)),
    saldoParcelamentos: reais(unbilled.reduce((sum, i) => sum + i.amortization, 0)),
    dataFechamento: dates.closing,
    dataVencimento: dates.due,
  };
}

/**
 * contas/cartao-garantia/faturas/futuras: the invoices ahead that already carry something, the
 * instalments of plans not yet billed, one per due date.
 */
export async function futureInvoices(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const card = await ownCard(db, deps, session, accountId);
  const byDue = new Map<string, number>();
  for (const i of await unbilledInstalments(db, card.customer_id)) {
    byDue.set(i.due_date, (byDue.get(i.due_date) ?? 0) + i.payment);
  }
  return {
    faturas: [...byDue].map(([due, amount]) => ({
      faturaId: `futura-${due}`,
      statusFatura: 'FUTURA',
      dataVencimento: due,
      valorFatura: reais(amount),
    })),
  };
}

/** creditoclean/configuracoes-portador: the cardholder and how the card is set. */
export async function holderSettings(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const card = await ownCard(db, deps, session, accountId);
  const customer = await findCustomer(db, session.customerId);
  const dates = openInvoiceDates(todayInSaoPaulo(deps.now()), card.due_day);
  return {
    nomePortador: customer?.nome ?? '',
    finalCartao: card.last4,
    permiteContactless: card.contactless,
    debitoAutomatico: card.auto_debit,
    diaVencimentoFatura: card.due_day,
    melhorDiaCompra: Number(dates.closing.slice(8, 10)),
    diasVencimentoFatura: [...DUE_DAYS],
  };
}

/**
 * creditoclean/analise-de-credito: the secured card asks no bureau (the limit is the customer's own
 * guarantee, decision 0022): approved for any customer with an active account and no card yet.
 */
export async function creditAnalysis(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const card = await findCreditCard(db, session.customerId);
  const balance = await readBalance(db, account.id);
  return {
    situacao: card ? 'CONTRATADO' : account.status === 1 ? 'APROVADO' : 'REPROVADO',
    modalidade: 'CARTAO_COM_GARANTIA',
    valorMinimoInvestimento: reais(MIN_GUARANTEE),
    valorMaximoInvestimento: reais(MAX_GUARANTEE),
    diaVencimentoPadrao: DEFAULT_DUE_DAY,
    saldoDisponivel: reais(balance),
  };
}

/**
 * contas/cartao-garantia/aplicacao/qr-code-pix: a Pix code anyone may pay, into the customer's own
 * account, for the money the guarantee needs; the customer then invests it with the PIN and selfie.
 */
export async function guaranteeFundingCode(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; valor: number },
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  if (input.valor > MAX_GUARANTEE) {
    throw guaranteeOutOfRange(formatBRL(centavos(MIN_GUARANTEE)), formatBRL(centavos(MAX_GUARANTEE)));
  }
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + FUNDING_CHARGE_TTL_MS);
  const charge = await createPixCharge(
    trx,
    {
      receiverAccountId: account.id,
      amountCents: input.valor,
      expiresAt,
      description: 'Aplicação na garantia do cartão de crédito',
      purpose: GUARANTEE_FUNDING_PURPOSE,
      reference: session.customerId,
    },
    { now },
  );
  return {
    txid: charge.txid,
    qrCode: charge.qrCode,
    valor: reais(input.valor),
    dataExpiracao: toSaoPauloDateTime(expiresAt),
  };
}

/** contas/cartao-garantia/aplicacao/qr-code-pix/situacao: whether the funding code was paid. */
export async function guaranteeFundingStatus(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; txid: string },
) {
  const account = await findOwnedAccount(db, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const charge = await getPixCharge(db, input.txid, deps.now());
  if (!charge || charge.purpose !== GUARANTEE_FUNDING_PURPOSE || charge.reference !== session.customerId) {
    throw guaranteeChargeNotFound();
  }
  return {
    txid: charge.txid,
    situacao: charge.status,
    valor: reais(charge.amountCents),
    dataPagamento: charge.paidAt ? toSaoPauloDateTime(charge.paidAt) : null,
    saldoDisponivel: reais(await readBalance(db, account.id)),
  };
}
