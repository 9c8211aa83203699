import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';

/** The bank's system accounts of the guaranteed-credit card (docs/decisions/0008-credit-card-guarantee.md). */
export const GUARANTEE_ACCOUNT = 'credit-card-guarantee';
export const RECEIVABLES_ACCOUNT = 'credit-card-receivables';
export const REVENUE_ACCOUNT = 'credit-card-revenue';
/** The IOF the card's credit collected, owed to the Receita Federal (Decreto 6.306/2007 art. 4: the lender collects it). */
export const IOF_PAYABLE_ACCOUNT = 'credit-card-iof-payable';
/** The interest the bank pays on the guarantees' CDB (its funding cost): below zero by what it paid. */
export const GUARANTEE_YIELD_ACCOUNT = 'credit-card-guarantee-yield';
/** The income tax withheld on the guarantees' income, owed to the Receita Federal (Lei 11.033/2004 art. 1). */
export const INCOME_TAX_PAYABLE_ACCOUNT = 'credit-card-guarantee-ir-payable';

const SYSTEM_ACCOUNTS: Record<string, { descricao: string; allowNegative: boolean }> = {
  [GUARANTEE_ACCOUNT]: {
    descricao: 'Garantias do cartão de crédito (CDB dos clientes)',
    allowNegative: false,
  },
  // What the customers owe on their cards: below zero by the credit the bank extended.
  [RECEIVABLES_ACCOUNT]: { descricao: 'Carteira Cartão de Crédito', allowNegative: true },
  [REVENUE_ACCOUNT]: { descricao: 'Receita de encargos do cartão de crédito', allowNegative: false },
  [IOF_PAYABLE_ACCOUNT]: { descricao: 'IOF a recolher do cartão de crédito', allowNegative: false },
  [GUARANTEE_YIELD_ACCOUNT]: { descricao: 'Juros pagos nos CDB de garantia do cartão', allowNegative: true },
  [INCOME_TAX_PAYABLE_ACCOUNT]: {
    descricao: 'IR retido sobre os CDB de garantia do cartão',
    allowNegative: false,
  },
};

/** The system account by its code, opened the first time it is needed. */
export async function ensureCreditAccount(db: Executor, code: string, at: Date): Promise<string> {
  const spec = SYSTEM_ACCOUNTS[code];
  if (!spec) throw new Error(`unknown credit card account ${code}`);
  return ensureSystemAccount(db, { code, ...spec }, at);
}

export async function findCreditCard(db: Executor, customerId: string) {
  return db.selectFrom('credit_card').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
}

export async function lockCreditCard(db: Executor, customerId: string) {
  return db
    .selectFrom('credit_card')
    .selectAll()
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockCreditCardByToken(db: Executor, token: string) {
  return db
    .selectFrom('credit_card')
    .selectAll()
    .where('processor_token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

export async function creditTokensEndingIn(db: Executor, last4: string): Promise<string[]> {
  const rows = await db
    .selectFrom('credit_card')
    .select('processor_token')
    .where('last4', '=', last4)
    .execute();
  return rows.map((r) => r.processor_token);
}

export type CreditCardRow = NonNullable<Awaited<ReturnType<typeof findCreditCard>>>;

export async function insertCreditCard(
  db: Executor,
  c: {
    customerId: string;
    accountId: string;
    guarantee: number;
    dueDay: number;
    token: string;
    last4: string;
    faceRequestId: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('credit_card')
    .values({
      customer_id: c.customerId,
      account_id: c.accountId,
      guarantee: c.guarantee,
      due_day: c.dueDay,
      processor_token: c.token,
      last4: c.last4,
      face_request_id: c.faceRequestId,
      signed_at: c.at,
    })
    .execute();
}

/** Adds signed centavos to the guarantee and to what is used (the checks hold them at zero or above). */
export async function changeCreditCard(
  db: Executor,
  customerId: string,
  change: { guarantee?: number; used?: number },
): Promise<void> {
  await db
    .updateTable('credit_card')
    .set({
      guarantee: sql`guarantee + ${change.guarantee ?? 0}`,
      used: sql`used + ${change.used ?? 0}`,
    })
    .where('customer_id', '=', customerId)
    .execute();
}

export async function findInvoiceByClosing(db: Executor, customerId: string, closing: string) {
  return db
    .selectFrom('credit_card_invoice')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('closing_date', '=', closing)
    .forUpdate()
    .executeTakeFirst();
}

/** The invoice that closes on `closing`, opened when it does not exist yet. */
export async function ensureInvoice(
  db: Executor,
  customerId: string,
  dates: { closing: string; due: string },
) {
  const found = await findInvoiceByClosing(db, customerId, dates.closing);
  if (found) return found;
  await db
    .insertInto('credit_card_invoice')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      closing_date: dates.closing,
      due_date: dates.due,
      status: 'ABERTA',
      closed_at: null,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'closing_date']).doNothing())
    .execute();
  const row = await findInvoiceByClosing(db, customerId, dates.closing);
  if (!row) throw new Error('invoice not opened');
  return row;
}

export type InvoiceRow = Awaited<ReturnType<typeof ensureInvoice>>;

export async function findOwnInvoice(db: Executor, customerId: string, invoiceId: string, lock = false) {
  const query = db
    .selectFrom('credit_card_invoice')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('customer_id', '=', customerId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function listInvoices(db: Executor, customerId: string, page: number, size: number) {
  const rows = await db
    .selectFrom('credit_card_invoice')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('closing_date', 'desc')
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return { rows: rows.slice(0, size), more: rows.length > size };
}

export async function insertItem(
  db: Executor,
  item: {
    invoiceId: string;
    typeId: 1 | 2;
    kind: string;
    description: string;
    amount: number;
    authorisationId?: string | null;
    movementId?: string | null;
    at: Date;
    refDate?: string | null;
    instalment?: { number: number; count: number } | null;
    foreign?: { currency: string; amount: number; rate: number } | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('credit_card_item')
    .values({
      id,
      invoice_id: item.invoiceId,
      type_id: item.typeId,
      kind: item.kind,
      description: item.description,
      amount: item.amount,
      authorisation_id: item.authorisationId ?? null,
      movement_id: item.movementId ?? null,
      at: item.at,
      ref_date: item.refDate ?? null,
      instalment_number: item.instalment?.number ?? null,
      instalment_count: item.instalment?.count ?? null,
      foreign_currency: item.foreign?.currency ?? null,
      foreign_amount: item.foreign?.amount ?? null,
      exchange_rate: item.foreign?.rate ?? null,
    })
    .execute();
  const signed = item.typeId === 1 ? item.amount : -item.amount;
  await db
    .updateTable('credit_card_invoice')
    .set({ total: sql`total + ${signed}` })
    .where('id', '=', item.invoiceId)
    .execute();
  return id;
}

export async function findItemByAuthorisation(db: Executor, authorisationId: string) {
  return db
    .selectFrom('credit_card_item')
    .innerJoin('credit_card_invoice', 'credit_card_invoice.id', 'credit_card_item.invoice_id')
    .select([
      'credit_card_item.id',
      'credit_card_item.amount',
      'credit_card_item.authorisation_id',
      'credit_card_item.foreign_amount',
      'credit_card_invoice.customer_id',
    ])
    .where('credit_card_item.authorisation_id', '=', authorisationId)
    .executeTakeFirst();
}

export async function listItems(db: Executor, invoiceId: string) {
  return db
    .selectFrom('credit_card_item')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function listPayments(db: Executor, invoiceId: string) {
  return db
    .selectFrom('credit_card_payment')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('at', 'asc')
    .execute();
}

export async function insertPayment(
  db: Executor,
  p: {
    invoiceId: string;
    method: 'PIX' | 'DEBITO_CONTA' | 'BOLETO' | 'PARCELAMENTO';
    amount: number;
    movementId: string | null;
    txid: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('credit_card_payment')
    .values({
      id: randomUUID(),
      invoice_id: p.invoiceId,
      method: p.method,
      amount: p.amount,
      movement_id: p.movementId,
      txid: p.txid,
      at: p.at,
    })
    .execute();
  await db
    .updateTable('credit_card_invoice')
    .set({ paid: sql`paid + ${p.amount}` })
    .where('id', '=', p.invoiceId)
    .execute();
}

export async function updateInvoice(
  db: Executor,
  id: string,
  patch: {
    status?: 'FECHADA';
    minimum?: number;
    carried?: boolean;
    closed_at?: Date;
    instalment_plan_id?: string;
  },
): Promise<void> {
  await db.updateTable('credit_card_invoice').set(patch).where('id', '=', id).execute();
}

/** Open invoices whose closing day has come, and closed ones past due not yet carried. */
export async function invoicesToClose(db: Executor, today: string) {
  return db
    .selectFrom('credit_card_invoice')
    .select(['id', 'customer_id'])
    .where('status', '=', 'ABERTA')
    .where('closing_date', '<=', today)
    .orderBy('closing_date')
    .limit(200)
    .execute();
}

export async function invoicesToCarry(db: Executor, today: string) {
  return db
    .selectFrom('credit_card_invoice')
    .select(['id', 'customer_id'])
    .where('status', '=', 'FECHADA')
    .where('carried', '=', false)
    .where('due_date', '<', today)
    .orderBy('due_date')
    .limit(200)
    .execute();
}

export async function insertPixCharge(
  db: Executor,
  c: { txid: string; invoiceId: string; customerId: string; amount: number; at: Date },
): Promise<void> {
  await db
    .insertInto('credit_card_pix_charge')
    .values({
      txid: c.txid,
      invoice_id: c.invoiceId,
      customer_id: c.customerId,
      amount: c.amount,
      state: 'open',
      created_at: c.at,
    })
    .execute();
}

export async function openPixCharges(db: Executor, customerId?: string) {
  let query = db.selectFrom('credit_card_pix_charge').selectAll().where('state', '=', 'open');
  if (customerId) query = query.where('customer_id', '=', customerId);
  return query.orderBy('created_at').limit(200).execute();
}

export async function lockPixCharge(db: Executor, txid: string) {
  return db
    .selectFrom('credit_card_pix_charge')
    .selectAll()
    .where('txid', '=', txid)
    .forUpdate()
    .executeTakeFirst();
}

export async function setPixChargeState(db: Executor, txid: string, state: 'paid' | 'expired') {
  await db.updateTable('credit_card_pix_charge').set({ state }).where('txid', '=', txid).execute();
}

export async function insertInvoiceBoleto(
  db: Executor,
  b: { boletoId: string; invoiceId: string; customerId: string; amount: number; at: Date },
): Promise<void> {
  await db
    .insertInto('credit_card_invoice_boleto')
    .values({
      boleto_id: b.boletoId,
      invoice_id: b.invoiceId,
      customer_id: b.customerId,
      amount: b.amount,
      state: 'open',
      created_at: b.at,
    })
    .execute();
}

export async function openInvoiceBoletos(db: Executor, customerId?: string) {
  let query = db.selectFrom('credit_card_invoice_boleto').selectAll().where('state', '=', 'open');
  if (customerId) query = query.where('customer_id', '=', customerId);
  return query.orderBy('created_at').limit(200).execute();
}

export async function lockInvoiceBoleto(db: Executor, boletoId: string) {
  return db
    .selectFrom('credit_card_invoice_boleto')
    .selectAll()
    .where('boleto_id', '=', boletoId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setInvoiceBoletoState(db: Executor, boletoId: string, state: 'paid' | 'expired') {
  await db
    .updateTable('credit_card_invoice_boleto')
    .set({ state })
    .where('boleto_id', '=', boletoId)
    .execute();
}
