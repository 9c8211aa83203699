import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { BoletoPaymentTable, BoletoScheduleTable } from './boleto.table.ts';

/**
 * Holds one boleto for the rest of the transaction: two payments (or schedules) of the same barcode run
 * one after the other, so the second sees the first's row and answers 40141 instead of failing on the
 * unique index.
 */
export async function lockBarcode(db: Executor, barcode: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`boleto:${barcode}`}))`.execute(db);
}

export async function findPaymentByBarcode(db: Executor, barcode: string) {
  return db
    .selectFrom('boleto_payment')
    .select(['movement_id'])
    .where('barcode', '=', barcode)
    .executeTakeFirst();
}

export async function insertPayment(db: Executor, row: Insertable<BoletoPaymentTable>): Promise<void> {
  await db.insertInto('boleto_payment').values(row).execute();
}

export type NewSchedule = Omit<
  Insertable<BoletoScheduleTable>,
  'executed_at' | 'movement_id' | 'error_code' | 'error_message' | 'status'
>;

export async function insertSchedule(db: Executor, row: NewSchedule): Promise<void> {
  await db
    .insertInto('boleto_schedule')
    .values({
      ...row,
      status: 'AGENDADO',
      executed_at: null,
      movement_id: null,
      error_code: null,
      error_message: null,
    })
    .execute();
}

export async function findPendingScheduleByBarcode(db: Executor, barcode: string) {
  return db
    .selectFrom('boleto_schedule')
    .select(['id'])
    .where('barcode', '=', barcode)
    .where('status', '=', 'AGENDADO')
    .executeTakeFirst();
}

export async function listSchedules(db: Executor, accountId: string) {
  return db
    .selectFrom('boleto_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('pay_on', 'desc')
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

/** The account's schedules still waiting, the next first. */
export async function listPendingSchedules(db: Executor, accountId: string) {
  return db
    .selectFrom('boleto_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '=', 'AGENDADO')
    .orderBy('pay_on')
    .orderBy('created_at')
    .execute();
}

export async function findSchedule(db: Executor, accountId: string, id: string, lock = false) {
  let query = db
    .selectFrom('boleto_schedule')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateSchedule(
  db: Executor,
  id: string,
  change: Updateable<BoletoScheduleTable>,
): Promise<void> {
  await db.updateTable('boleto_schedule').set(change).where('id', '=', id).execute();
}

/** The next pending schedule due by `today`, claimed (parallel runners take different ones). */
export async function claimDueSchedule(db: Executor, today: string) {
  return db
    .selectFrom('boleto_schedule')
    .selectAll()
    .where('status', '=', 'AGENDADO')
    .where('pay_on', '<=', today)
    .orderBy('pay_on')
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export type ScheduleRow = NonNullable<Awaited<ReturnType<typeof findSchedule>>>;
