import type { Insertable } from 'kysely';
import type { Executor, Trx } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';
import type { QrPaymentChargeTable } from './qr-payment.table.ts';

type NewCharge = Omit<
  Insertable<QrPaymentChargeTable>,
  'status' | 'movement_id' | 'paid_account_id' | 'paid_at'
>;

/** Writes a new code; an existing one for the same merchant and order is kept as it was. */
export async function insertCharge(db: Executor, charge: NewCharge): Promise<void> {
  await db
    .insertInto('qr_payment_charge')
    .values({ ...charge, status: 'ABERTO' })
    .onConflict((oc) => oc.columns(['merchant_id', 'order_ref']).doNothing())
    .execute();
}

export async function findChargeByOrder(db: Executor, merchantId: string, orderRef: string) {
  return db
    .selectFrom('qr_payment_charge')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('order_ref', '=', orderRef)
    .executeTakeFirst();
}

export async function findCharge(db: Executor, id: string) {
  return db.selectFrom('qr_payment_charge').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The code, locked until the transaction ends: two payments of one code queue here. */
export async function lockCharge(trx: Trx, id: string) {
  return trx.selectFrom('qr_payment_charge').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markChargePaid(
  trx: Trx,
  id: string,
  paid: { movementId: string; accountId: string; at: Date },
): Promise<void> {
  await trx
    .updateTable('qr_payment_charge')
    .set({ status: 'PAGO', movement_id: paid.movementId, paid_account_id: paid.accountId, paid_at: paid.at })
    .where('id', '=', id)
    .where('status', '=', 'ABERTO')
    .execute();
}

/** The merchant's settlement account (a system account of the ledger), opened with its first code. */
export async function openSettlementAccount(
  db: Executor,
  code: string,
  description: string,
  at: Date,
): Promise<void> {
  await ensureSystemAccount(db, { code, descricao: description }, at);
}
