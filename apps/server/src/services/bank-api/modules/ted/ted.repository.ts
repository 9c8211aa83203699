import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../../tables.ts';
import type { TedScheduleTable, TedTransferTable } from './ted.table.ts';

export async function insertTedTransfer(db: Executor, row: Insertable<TedTransferTable>): Promise<void> {
  await db.insertInto('ted_transfer').values(row).execute();
}

export async function insertTedSchedule(db: Executor, row: Insertable<TedScheduleTable>): Promise<void> {
  await db.insertInto('ted_schedule').values(row).execute();
}

/** The account's TED schedules, the next first. */
export async function listTedSchedules(db: Executor, accountId: string) {
  return db
    .selectFrom('ted_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('pay_on')
    .orderBy('created_at')
    .execute();
}

export async function findTedSchedule(db: Executor, accountId: string, id: string) {
  return db
    .selectFrom('ted_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateTedSchedule(
  db: Executor,
  id: string,
  change: Updateable<TedScheduleTable>,
): Promise<void> {
  await db.updateTable('ted_schedule').set(change).where('id', '=', id).execute();
}

/** One schedule due on or before `today`, claimed for this transaction (parallel runners take different ones). */
export async function claimDueTedSchedule(db: Executor, today: string) {
  return db
    .selectFrom('ted_schedule')
    .selectAll()
    .where('status', '=', 'AGENDADA')
    .where('pay_on', '<=', today)
    .orderBy('pay_on')
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export type TedScheduleRow = NonNullable<Awaited<ReturnType<typeof findTedSchedule>>>;
