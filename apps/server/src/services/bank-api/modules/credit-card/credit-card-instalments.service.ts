import { randomUUID } from 'node:crypto';
import { type IsoDate, todayInSaoPaulo } from '@carteira/core/calendar';
import {
  cetPercent,
  INVOICE_INSTALMENT_MONTHLY_RATE,
  invoiceInstalmentPlan,
  MAX_INVOICE_INSTALMENTS,
  MIN_INVOICE_INSTALMENTS,
  openInvoiceDates,
} from '@carteira/core/credit-card';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Db, Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { creditCardNotFound, invoiceNotFound, invoiceNotInstallable } from './credit-card.errors.ts';
import {
  type CreditCardRow,
  changeCreditCard,
  ensureCreditAccount,
  findCreditCard,
  findOwnInvoice,
  type InvoiceRow,
  IOF_PAYABLE_ACCOUNT,
  insertItem,
  insertPayment,
  lockCreditCard,
  RECEIVABLES_ACCOUNT,
  REVENUE_ACCOUNT,
  updateInvoice,
} from './credit-card.repository.ts';
import { owed } from './invoice-rules.ts';

const reais = (cents: number) => toReais(centavos(cents));
const showDate = (iso: string) => iso.split('-').reverse().join('/');
/** The monthly rate as the wire shows it: 4.99 (% a.m.). */
const MONTHLY_RATE_PERCENT = Math.round(INVOICE_INSTALMENT_MONTHLY_RATE * 10_000) / 100;

/** A closed invoice, not carried, not split yet, with something still owed. */
const installable = (invoice: InvoiceRow) =>
  invoice.status === 'FECHADA' && !invoice.carried && !invoice.instalment_plan_id && owed(invoice) > 0;

/**
 * The plan of `count` instalments for what the invoice owes, its IOF financed (core invoiceInstalmentPlan),
 * the first due with the open invoice. The plan pays the invoice on its due date, or today when made after
 * it: that day starts the IOF's days and is the CET's FC0 date (docs/decisions/0010).
 */
function planOf(card: CreditCardRow, invoice: InvoiceRow, count: number, now: Date) {
  const today = todayInSaoPaulo(now);
  const firstDueDate = openInvoiceDates(today, card.due_day).due;
  const releaseDate = invoice.due_date > today ? (invoice.due_date as IsoDate) : today;
  return invoiceInstalmentPlan({
    owed: centavos(owed(invoice)),
    instalments: count,
    releaseDate,
    firstDueDate,
  });
}

function planWire(plan: ReturnType<typeof planOf>) {
  return {
    quantidadeParcelas: plan.schedule.length,
    valorParcela: reais(plan.schedule[0]?.payment ?? 0),
    valorTotal: reais(plan.total),
    valorJuros: reais(plan.interest),
    valorIof: reais(plan.iof.total),
    /** The centavo credited to the account when rounding makes the principal cover one more (0 almost always). */
    valorCreditadoConta: reais(plan.surplus),
    valorFinanciado: reais(plan.principal),
    taxaJurosMensal: MONTHLY_RATE_PERCENT,
    cetAnual: cetPercent(plan.cet),
    parcelas: plan.schedule.map((i) => ({
      numero: i.number,
      dataVencimento: i.dueDate,
      valor: reais(i.payment),
    })),
  };
}

async function ownCardAndInvoice(db: Executor, session: BankSession, accountId: string, invoiceId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const card = await findCreditCard(db, session.customerId);
  if (!card) throw creditCardNotFound();
  const invoice = await findOwnInvoice(db, session.customerId, invoiceId);
  if (!invoice) throw invoiceNotFound();
  return { account, card, invoice };
}

/**
 * contas/cartao-garantia/faturas/simulacao-parcelamento: the plans (2 to 12 instalments) for what a
 * closed invoice still owes. Nothing changes.
 */
export async function quoteInvoiceInstalments(
  db: Db,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string },
) {
  const { card, invoice } = await ownCardAndInvoice(db, session, input.chaveDeConta, input.faturaId);
  if (!installable(invoice)) throw invoiceNotInstallable();
  const now = deps.now();
  const opcoes = [];
  for (let n = MIN_INVOICE_INSTALMENTS; n <= MAX_INVOICE_INSTALMENTS; n++) {
    opcoes.push(planWire(planOf(card, invoice, n, now)));
  }
  return {
    faturaId: invoice.id,
    valorOriginal: reais(owed(invoice)),
    valorEntrada: 0,
    taxaJurosMensal: MONTHLY_RATE_PERCENT,
    opcoes,
  };
}

/**
 * contas/cartao-garantia/faturas/parcelamento: with the PIN, the invoice is settled by the plan (a payment
 * PARCELAMENTO that moves no money: the credit stays extended, so the limit stays used); each following
 * invoice carries one instalment when it closes.
 */
export async function payInvoiceInInstalments(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; faturaId: string; quantidadeParcelas: number; pin: string },
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const card = await lockCreditCard(trx, session.customerId);
  if (!card) throw creditCardNotFound();
  const invoice = await findOwnInvoice(trx, session.customerId, input.faturaId, true);
  if (!invoice) throw invoiceNotFound();
  if (!installable(invoice)) throw invoiceNotInstallable();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const now = deps.now();
  const plan = planOf(card, invoice, input.quantidadeParcelas, now);
  const planId = randomUUID();
  await trx
    .insertInto('credit_card_instalment_plan')
    .values({
      id: planId,
      customer_id: card.customer_id,
      invoice_id: invoice.id,
      principal: plan.principal,
      instalments: plan.schedule.length,
      instalment_value: plan.schedule[0]?.payment ?? 0,
      total: plan.total,
      interest: plan.interest,
      iof: plan.iof.total,
      surplus: plan.surplus,
      created_at: now,
    })
    .execute();
  await trx
    .insertInto('credit_card_instalment')
    .values(
      plan.schedule.map((i) => ({
        plan_id: planId,
        number: i.number,
        due_date: i.dueDate,
        payment: i.payment,
        interest: i.interest,
        amortization: i.amortization,
        invoice_id: null,
      })),
    )
    .execute();
  await chargePlanIof(trx, { planId, customerId: card.customer_id, accountId: account.id, plan, at: now });
  await insertPayment(trx, {
    invoiceId: invoice.id,
    method: 'PARCELAMENTO',
    amount: plan.owed,
    movementId: null,
    txid: null,
    at: now,
  });
  await updateInvoice(trx, invoice.id, { instalment_plan_id: planId });
  return {
    idParcelamento: planId,
    faturaId: invoice.id,
    statusPagamento: 'PARCELADO',
    ...planWire(plan),
    dataHora: toSaoPauloDateTime(now),
  };
}

/**
 * The plan's IOF, financed: the customer owes it (receivables, and the limit used grows by it) and the
 * bank collects it for the Receita. The rare surplus centavo (core invoiceInstalmentPlan) is owed too
 * and credited to the customer's account, so nothing is charged that the customer did not get.
 */
async function chargePlanIof(
  trx: Trx,
  input: {
    planId: string;
    customerId: string;
    accountId: string;
    plan: ReturnType<typeof planOf>;
    at: Date;
  },
) {
  const { plan } = input;
  const financed = plan.iof.total + plan.surplus;
  if (financed === 0) return;
  const kind = MOVEMENT_KINDS.IOF_PARCELAMENTO_FATURA_CARTAO;
  await postMovement(trx, {
    kind: 'IOF_PARCELAMENTO_FATURA_CARTAO',
    typeId: kind.typeId,
    description: kind.label,
    customerId: plan.surplus > 0 ? input.customerId : null,
    idempotencyKey: `credit-card-instalment-iof-${input.planId}`,
    at: input.at,
    legs: [
      {
        accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, input.at),
        amount: centavos(-financed),
      },
      ...(plan.iof.total > 0
        ? [
            {
              accountId: await ensureCreditAccount(trx, IOF_PAYABLE_ACCOUNT, input.at),
              amount: centavos(plan.iof.total),
            },
          ]
        : []),
      ...(plan.surplus > 0 ? [{ accountId: input.accountId, amount: centavos(plan.surplus) }] : []),
    ],
  });
  await changeCreditCard(trx, input.customerId, { used: financed });
}

/**
 * An invoice closing: the next instalment of each of the customer's plans goes on it as an item. Its
 * amortization was already in the limit used; its interest is new credit, the bank's revenue, moved by
 * the ledger and added to the limit used. Returns the centavos added to the invoice.
 */
export async function carryInstalments(
  trx: Trx,
  card: CreditCardRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<number> {
  const rows = await trx
    .selectFrom('credit_card_instalment as i')
    .innerJoin('credit_card_instalment_plan as p', 'p.id', 'i.plan_id')
    .innerJoin('credit_card_invoice as f', 'f.id', 'p.invoice_id')
    .select([
      'i.plan_id',
      'i.number',
      'i.payment',
      'i.interest',
      'p.instalments',
      'f.due_date as plan_invoice_due',
    ])
    .where('p.customer_id', '=', card.customer_id)
    .where('i.invoice_id', 'is', null)
    .where('i.paid_off_at', 'is', null)
    .orderBy('i.plan_id')
    .orderBy('i.number')
    .execute();
  const seen = new Set<string>();
  let added = 0;
  let at = now.getTime();
  for (const row of rows) {
    if (seen.has(row.plan_id)) continue;
    seen.add(row.plan_id);
    at += 1;
    let movementId: string | null = null;
    if (row.interest > 0) {
      const kind = MOVEMENT_KINDS.JUROS_PARCELAMENTO_FATURA_CARTAO;
      const posted = await postMovement(trx, {
        kind: 'JUROS_PARCELAMENTO_FATURA_CARTAO',
        typeId: kind.typeId,
        description: kind.label,
        idempotencyKey: `credit-card-instalment-${row.plan_id}-${row.number}`,
        at: new Date(at),
        legs: [
          {
            accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, now),
            amount: centavos(-row.interest),
          },
          { accountId: await ensureCreditAccount(trx, REVENUE_ACCOUNT, now), amount: centavos(row.interest) },
        ],
      });
      movementId = posted.movementId;
      await changeCreditCard(trx, card.customer_id, { used: row.interest });
    }
    await insertItem(trx, {
      invoiceId: invoice.id,
      typeId: 1,
      kind: 'PARCELA_FATURA',
      description: `Parcela ${row.number}/${row.instalments} da fatura de ${showDate(row.plan_invoice_due)}`,
      amount: row.payment,
      movementId,
      at: new Date(at),
      refDate: row.plan_invoice_due,
      instalment: { number: row.number, count: row.instalments },
    });
    await trx
      .updateTable('credit_card_instalment')
      .set({ invoice_id: invoice.id })
      .where('plan_id', '=', row.plan_id)
      .where('number', '=', row.number)
      .execute();
    added += row.payment;
  }
  return added;
}

/** The plans of the customer's invoices, by the invoice they settled (for the invoice list and details). */
export async function plansOfInvoices(db: Executor, customerId: string, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return new Map<string, ReturnType<typeof planSummary>>();
  const plans = await db
    .selectFrom('credit_card_instalment_plan')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('invoice_id', 'in', invoiceIds)
    .execute();
  return new Map(plans.map((p) => [p.invoice_id, planSummary(p)]));
}

function planSummary(p: {
  id: string;
  instalments: number;
  instalment_value: number;
  total: number;
  interest: number;
  principal: number;
  iof: number;
  surplus: number;
}) {
  return {
    idParcelamento: p.id,
    quantidadeParcelas: p.instalments,
    valorParcela: reais(p.instalment_value),
    valorTotal: reais(p.total),
    valorJuros: reais(p.interest),
    valorIof: reais(p.iof),
    valorOriginal: reais(p.principal - p.iof - p.surplus),
  };
}

/**
 * The customer's plans not yet over (for the card's home): instalments carried so far, what is left
 * (the principal still keeping the limit used) and the next instalment's due date.
 */
export async function openPlans(db: Executor, customerId: string) {
  const rows = await db
    .selectFrom('credit_card_instalment as i')
    .innerJoin('credit_card_instalment_plan as p', 'p.id', 'i.plan_id')
    .select([
      'p.id',
      'p.instalments',
      'p.instalment_value',
      'p.total',
      'p.interest',
      'p.principal',
      'p.iof',
      'p.surplus',
      'p.created_at',
      'i.number',
      'i.due_date',
      'i.amortization',
      'i.invoice_id',
      'i.paid_off_at',
    ])
    .where('p.customer_id', '=', customerId)
    .orderBy('p.created_at')
    .orderBy('i.number')
    .execute();
  const plans = new Map<
    string,
    ReturnType<typeof planSummary> & {
      parcelasLancadas: number;
      saldoDevedor: number;
      proximoVencimento: IsoDate | null;
    }
  >();
  const balance = new Map<string, number>();
  for (const r of rows) {
    const plan = plans.get(r.id) ?? {
      ...planSummary(r),
      parcelasLancadas: 0,
      saldoDevedor: 0,
      proximoVencimento: null,
    };
    if (r.invoice_id) plan.parcelasLancadas += 1;
    else if (!r.paid_off_at) {
      balance.set(r.id, (balance.get(r.id) ?? 0) + r.amortization);
      plan.proximoVencimento ??= r.due_date as IsoDate;
    }
    plans.set(r.id, plan);
  }
  return [...plans.values()]
    .filter((p) => (balance.get(p.idParcelamento) ?? 0) > 0)
    .map((p) => ({ ...p, saldoDevedor: reais(balance.get(p.idParcelamento) ?? 0) }));
}
