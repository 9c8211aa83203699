import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { TedScheduleTable, TedTransferTable, TransferScheduleKind } from './ted.table.ts';

export async function insertTedTransfer(db: Executor, row: Insertable<TedTransferTable>): Promise<void> {
  await db.insertInto('ted_transfer').values(row).execute();
}

export async function insertTedSchedule(
  db: Executor,
  rows: ReadonlyArray<Insertable<TedScheduleTable>>,
): Promise<void> {
  await db
    .insertInto('ted_schedule')
    .values([...rows])
    .execute();
}

/** Every payment of the account's transfer schedules (of one kind when given), by schedule and number. */
export async function listTedSchedules(db: Executor, accountId: string, kind?: TransferScheduleKind) {
  let query = db.selectFrom('ted_schedule').selectAll().where('account_id', '=', accountId);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.orderBy('created_at').orderBy('series_id').orderBy('number').execute();
}

/** The payments of one of the account's schedules of a kind, by number, locked when asked (changes queue on them). */
export async function findTedSeries(
  db: Executor,
  accountId: string,
  seriesId: string,
  kind: TransferScheduleKind,
  lock = false,
) {
  let query = db
    .selectFrom('ted_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('series_id', '=', seriesId)
    .where('kind', '=', kind)
    .orderBy('number');
  if (lock) query = query.forUpdate();
  return query.execute();
}

export async function updateTedSchedule(
  db: Executor,
  id: string,
  change: Updateable<TedScheduleTable>,
): Promise<void> {
  await db.updateTable('ted_schedule').set(change).where('id', '=', id).execute();
}

/** One payment due on or before `today`, claimed for this transaction (parallel runners take different ones). */
export async function claimDueTedSchedule(db: Executor, today: string) {
  return db
    .selectFrom('ted_schedule')
    .selectAll()
    .where('status', '=', 'AGENDADA')
    .where('pay_on', '<=', today)
    .orderBy('pay_on')
    .orderBy('created_at')
    .orderBy('number')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export type TedScheduleRow = Awaited<ReturnType<typeof listTedSchedules>>[number];
