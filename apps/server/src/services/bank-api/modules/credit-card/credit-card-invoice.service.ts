import { todayInSaoPaulo } from '@carteira/core/calendar';
import {
  carriedCharges,
  invoiceSummary,
  limitView,
  minimumPayment,
  openInvoiceDates,
  paymentStatusOf,
  redeemable,
} from '@carteira/core/credit-card';
import { centavos, toReais } from '@carteira/core/money';
import type { Selectable } from 'kysely';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Db, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { creditCardNotFound, invoiceNotFound } from './credit-card.errors.ts';
import {
  changeCreditCard,
  ensureCreditAccount,
  findCreditCard,
  findOwnInvoice,
  type InvoiceRow,
  insertItem,
  invoicesToCarry,
  invoicesToClose,
  listInvoices,
  listItems,
  listPayments,
  lockCreditCard,
  RECEIVABLES_ACCOUNT,
  REVENUE_ACCOUNT,
  updateInvoice,
} from './credit-card.repository.ts';
import type { CreditCardItemTable } from './credit-card.table.ts';
import { runAutoDebits } from './credit-card-auto-debit.ts';
import { carryInstalments, openPlans, plansOfInvoices } from './credit-card-instalments.service.ts';
import { settleInvoiceBoletos, settleInvoicePixCharges } from './credit-card-payment.service.ts';
import { openInvoiceOf, owed } from './invoice-rules.ts';

const reais = (cents: number) => toReais(centavos(cents));

type ItemRow = Selectable<CreditCardItemTable>;

export function invoiceWire(invoice: InvoiceRow) {
  const minimum = invoice.status === 'ABERTA' ? minimumPayment(invoice.total) : invoice.minimum;
  return {
    faturaId: invoice.id,
    statusFatura: invoice.status,
    dataFechamento: invoice.closing_date,
    dataVencimento: invoice.due_date,
    valorFatura: reais(invoice.total),
    valorPagamentoMinimo: reais(minimum),
    valorPago: reais(invoice.paid),
    saldoPendente: reais(owed(invoice)),
    statusPagamento: invoice.instalment_plan_id
      ? 'PARCELADO'
      : paymentStatusOf({ total: invoice.total, paid: invoice.paid, minimum }),
    dataPagamentoLimite: invoice.due_date,
  };
}

/**
 * An invoice item on the wire: its type (1 debit, 2 credit, 3 excluded) and kind, with what the app
 * needs to write it in the customer's language (wallet.md section 3, Mapped credit card).
 */
export function itemWire(i: ItemRow) {
  return {
    id: i.id,
    idTipoItem: i.type_id,
    tipo: i.kind,
    descricao: i.description,
    valor: reais(i.amount),
    data: toSaoPauloDateTime(new Date(i.at)),
    dataReferencia: i.ref_date,
    parcela:
      i.instalment_number !== null && i.instalment_count !== null
        ? { numero: i.instalment_number, quantidade: i.instalment_count }
        : null,
    compraInternacional:
      i.foreign_currency && i.foreign_amount !== null && i.exchange_rate !== null
        ? { moeda: i.foreign_currency, valorMoeda: i.foreign_amount / 100, cotacao: i.exchange_rate / 10_000 }
        : null,
  };
}

/** The invoice's totals by kind (core's invoiceSummary): national, international, taxes, previous credit, exchange. */
export function summaryWire(items: readonly ItemRow[]) {
  const s = invoiceSummary(
    items.map((i) => ({
      typeId: i.type_id,
      kind: i.kind,
      amount: i.amount,
      foreignCurrency: i.foreign_currency,
      foreignAmount: i.foreign_amount,
      exchangeRate: i.exchange_rate,
    })),
  );
  return {
    totalNacional: reais(s.national),
    totalInternacional: reais(s.international),
    impostos: reais(s.taxes),
    creditoAnterior: reais(s.previousCredit),
    cambio:
      s.exchangeRate === null
        ? null
        : { moeda: 'USD', cotacao: s.exchangeRate / 10_000, totalMoeda: s.internationalForeign / 100 },
  };
}

export async function ownCard(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  // A Pix or a boleto paid to one of the customer's invoices since the last look is applied first.
  await withTransaction(db, async (trx) => {
    await settleInvoicePixCharges(trx, deps.now(), session.customerId);
    await settleInvoiceBoletos(trx, deps.now(), session.customerId);
  });
  const card = await findCreditCard(db, session.customerId);
  if (!card) throw creditCardNotFound();
  return card;
}

/** contas/cartao-garantia/configuracao: limits, due day, best purchase day and the open invoice. */
export async function cardConfiguration(db: Db, deps: BankDeps, session: BankSession, accountId: string) {
  const card = await ownCard(db, deps, session, accountId);
  const dates = openInvoiceDates(todayInSaoPaulo(deps.now()), card.due_day);
  const open = await db
    .selectFrom('credit_card_invoice')
    .selectAll()
    .where('customer_id', '=', card.customer_id)
    .where('closing_date', '=', dates.closing)
    .executeTakeFirst();
  const view = limitView(card.guarantee, card.used);
  return {
    limiteTotal: reais(view.total),
    limiteUtilizado: reais(view.used),
    limiteDisponivel: reais(view.available),
    valorInvestido: reais(card.guarantee),
    valorResgatavel: reais(redeemable(card.guarantee, card.used)),
    diaVencimentoFatura: card.due_day,
    melhorDiaCompra: Number(dates.closing.slice(8, 10)),
    debitoAutomatico: card.auto_debit,
    permiteContactless: card.contactless,
    finalCartao: card.last4,
    faturaId: open?.id ?? null,
    statusFatura: 'ABERTA',
    dataFechamento: dates.closing,
    dataVencimento: dates.due,
    valorFaturaAtual: reais(open?.total ?? 0),
    parcelamentos: await openPlans(db, card.customer_id),
  };
}

/** contas/cartao-garantia/faturas: newest first, pages of at most 50. */
export async function invoices(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pagina: number; porPagina: number },
) {
  const card = await ownCard(db, deps, session, input.chaveDeConta);
  const page = await listInvoices(db, card.customer_id, input.pagina, input.porPagina);
  const plans = await plansOfInvoices(
    db,
    card.customer_id,
    page.rows.filter((r) => r.instalment_plan_id).map((r) => r.id),
  );
  return {
    pagina: input.pagina,
    porPagina: input.porPagina,
    temMais: page.more,
    faturas: page.rows.map((r) => ({ ...invoiceWire(r), parcelamento: plans.get(r.id) ?? null })),
  };
}

/** contas/cartao-garantia/faturas/detalhes: the invoice, its items and the payments made to it. */
export async function invoiceDetails(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string },
) {
  const card = await ownCard(db, deps, session, input.chaveDeConta);
  const invoice = await findOwnInvoice(db, card.customer_id, input.faturaId);
  if (!invoice) throw invoiceNotFound();
  const [items, payments, plans] = await Promise.all([
    listItems(db, invoice.id),
    listPayments(db, invoice.id),
    plansOfInvoices(db, card.customer_id, invoice.instalment_plan_id ? [invoice.id] : []),
  ]);
  return {
    ...invoiceWire(invoice),
    ...summaryWire(items),
    parcelamento: plans.get(invoice.id) ?? null,
    finalCartao: card.last4,
    itens: items.map(itemWire),
    pagamentos: payments.map((p) => ({
      forma: p.method,
      valor: reais(p.amount),
      data: toSaoPauloDateTime(new Date(p.at)),
    })),
  };
}

/** Closes an open invoice whose closing day came: its minimum is fixed, the next one opens. */
async function closeInvoice(trx: Trx, invoiceId: string, customerId: string, now: Date): Promise<boolean> {
  const card = await lockCreditCard(trx, customerId);
  const invoice = await findOwnInvoice(trx, customerId, invoiceId, true);
  if (!card || !invoice || invoice.status !== 'ABERTA') return false;
  const instalments = await carryInstalments(trx, card, invoice, now);
  await updateInvoice(trx, invoice.id, {
    status: 'FECHADA',
    minimum: minimumPayment(invoice.total + instalments),
    closed_at: now,
  });
  await openInvoiceOf(trx, card, now);
  return true;
}

/**
 * An invoice past its due date with a rest unpaid: the rest and its charges (core's carriedCharges)
 * go into the open invoice; the charges are the bank's revenue, moved by the ledger.
 */
async function carryInvoice(trx: Trx, invoiceId: string, customerId: string, now: Date): Promise<boolean> {
  const card = await lockCreditCard(trx, customerId);
  const invoice = await findOwnInvoice(trx, customerId, invoiceId, true);
  if (!card || !invoice || invoice.status !== 'FECHADA' || invoice.carried) return false;
  await updateInvoice(trx, invoice.id, { carried: true });
  const c = carriedCharges({ total: invoice.total, paid: invoice.paid, minimum: invoice.minimum });
  if (c.previousBalance === 0) return true;
  const open = await openInvoiceOf(trx, card, now);
  const due = invoice.due_date.split('-').reverse().join('/');
  await insertItem(trx, {
    invoiceId: open.id,
    typeId: 1,
    kind: 'SALDO_ANTERIOR',
    description: `Saldo não pago da fatura de ${due}`,
    amount: c.previousBalance,
    at: now,
    refDate: invoice.due_date,
  });
  if (c.charges === 0) return true;
  const kind = MOVEMENT_KINDS.ENCARGOS_FATURA_CARTAO;
  const posted = await postMovement(trx, {
    kind: 'ENCARGOS_FATURA_CARTAO',
    typeId: kind.typeId,
    description: kind.label,
    idempotencyKey: `credit-card-charges-${invoice.id}`,
    at: now,
    legs: [
      { accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, now), amount: centavos(-c.charges) },
      { accountId: await ensureCreditAccount(trx, REVENUE_ACCOUNT, now), amount: centavos(c.charges) },
    ],
  });
  const lines: [string, string, number][] = [
    ['JUROS_ROTATIVO', 'Juros do rotativo (6,90% a.m.)', c.interest],
    ['IOF', 'IOF sobre o rotativo', c.iof],
    ['MULTA', 'Multa por atraso (2%)', c.fine],
    ['MORA', 'Juros de mora (1% a.m.)', c.mora],
  ];
  // One millisecond apart, so the invoice lists the charges in this order after the balance.
  let at = now.getTime();
  for (const [name, description, amount] of lines) {
    if (amount === 0) continue;
    at += 1;
    await insertItem(trx, {
      invoiceId: open.id,
      typeId: 1,
      kind: name,
      description,
      amount,
      movementId: posted.movementId,
      at: new Date(at),
    });
  }
  await changeCreditCard(trx, customerId, { used: c.charges });
  return true;
}

/**
 * The monthly cycle on the bank's clock: Pix paid to invoices applied, invoices whose closing day
 * came closed, invoices due debited when the card debits automatically, and the unpaid rest of invoices past due carried with its charges. Each in its own
 * transaction, every row locked, so a second runner finds nothing left to do.
 */
export async function runCreditCardCycle(deps: Pick<BankDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const today = todayInSaoPaulo(now);
  let count = await withTransaction(deps.db, (trx) => settleInvoicePixCharges(trx, now));
  count += await withTransaction(deps.db, (trx) => settleInvoiceBoletos(trx, now));
  for (const row of await invoicesToClose(deps.db, today)) {
    if (await withTransaction(deps.db, (trx) => closeInvoice(trx, row.id, row.customer_id, now))) count++;
  }
  // Automatic debit on the due date comes before carrying, so a clock that jumps past it still debits.
  count += await runAutoDebits(deps);
  for (const row of await invoicesToCarry(deps.db, today)) {
    if (await withTransaction(deps.db, (trx) => carryInvoice(trx, row.id, row.customer_id, now))) count++;
  }
  return count;
}
