import type { Executor } from '../../bank-database.ts';
import { GUARANTEE_ACCOUNT } from './credit-card.repository.ts';

/**
 * The guarantee's movements of one customer, oldest first: the first is the contract's investment,
 * each later one an addendum (investing more, or redeeming). `amount` is signed: positive invests.
 */
export async function guaranteeMovements(db: Executor, customerId: string) {
  return db
    .selectFrom('movement as m')
    .innerJoin('posting as p', 'p.movement_id', 'm.id')
    .innerJoin('account as a', 'a.id', 'p.account_id')
    .select(['m.id', 'm.kind', 'm.created_at', 'p.amount'])
    .where('m.customer_id', '=', customerId)
    .where('a.code', '=', GUARANTEE_ACCOUNT)
    .where('m.kind', 'in', ['CARTAO_GARANTIA_APLICACAO', 'CARTAO_GARANTIA_RESGATE'])
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id', 'asc')
    .execute();
}

/** The card's items on every invoice, newest first, at most `limit`. */
export async function latestItems(db: Executor, customerId: string, limit: number) {
  return db
    .selectFrom('credit_card_item as i')
    .innerJoin('credit_card_invoice as f', 'f.id', 'i.invoice_id')
    .selectAll('i')
    .where('f.customer_id', '=', customerId)
    .orderBy('i.at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

/** The payments made to the card's invoices, newest first, at most `limit`. */
export async function latestPayments(db: Executor, customerId: string, limit: number) {
  return db
    .selectFrom('credit_card_payment as p')
    .innerJoin('credit_card_invoice as f', 'f.id', 'p.invoice_id')
    .selectAll('p')
    .where('f.customer_id', '=', customerId)
    .orderBy('p.at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** The instalments not yet carried by an invoice: what the future invoices will bill. */
export async function unbilledInstalments(db: Executor, customerId: string) {
  return db
    .selectFrom('credit_card_instalment as i')
    .innerJoin('credit_card_instalment_plan as p', 'p.id', 'i.plan_id')
    .select(['i.plan_id', 'i.number', 'i.due_date', 'i.payment', 'i.amortization', 'p.instalments'])
    .where('p.customer_id', '=', customerId)
    .where('i.invoice_id', 'is', null)
    .where('i.paid_off_at', 'is', null)
    .orderBy('i.due_date')
    .orderBy('i.plan_id')
    .execute();
}
