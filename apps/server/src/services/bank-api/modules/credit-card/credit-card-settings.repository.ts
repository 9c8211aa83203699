import type { Executor } from '../../bank-database.ts';

/** The card's settings: the invoice due day and automatic debit. */
export async function setCardSettings(
  db: Executor,
  customerId: string,
  patch: { due_day?: number; auto_debit?: boolean },
): Promise<void> {
  await db.updateTable('credit_card').set(patch).where('customer_id', '=', customerId).execute();
}

/** Moves an open invoice to new closing and due dates (a due-day change). */
export async function moveOpenInvoice(
  db: Executor,
  invoiceId: string,
  dates: { closing: string; due: string },
): Promise<void> {
  await db
    .updateTable('credit_card_invoice')
    .set({ closing_date: dates.closing, due_date: dates.due })
    .where('id', '=', invoiceId)
    .where('status', '=', 'ABERTA')
    .execute();
}

/** The open invoices that close after today (at most one per card). */
export async function openInvoicesAfter(db: Executor, customerId: string, today: string) {
  return db
    .selectFrom('credit_card_invoice')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'ABERTA')
    .where('closing_date', '>', today)
    .forUpdate()
    .execute();
}

/** Closed invoices due today or before, not carried yet, of cards with automatic debit on. */
export async function invoicesToAutoDebit(db: Executor, today: string) {
  return db
    .selectFrom('credit_card_invoice as i')
    .innerJoin('credit_card as c', 'c.customer_id', 'i.customer_id')
    .select(['i.id', 'i.customer_id'])
    .where('c.auto_debit', '=', true)
    .where('i.status', '=', 'FECHADA')
    .where('i.carried', '=', false)
    .where('i.due_date', '<=', today)
    .orderBy('i.due_date')
    .limit(200)
    .execute();
}

/** Whether the movement with this customer's idempotency key was already posted. */
export async function movementPosted(db: Executor, customerId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('movement')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}
