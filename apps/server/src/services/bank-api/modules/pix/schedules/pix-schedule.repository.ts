import { sql } from 'kysely';
import type { Executor } from '../../../bank-database.ts';
import type { PixScheduleOccurrenceTable, PixScheduleTable } from '../pix-features.table.ts';

export type ScheduleRow = Omit<PixScheduleTable, 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};
export type OccurrenceRow = Omit<PixScheduleOccurrenceTable, 'executed_at'> & { executed_at: Date | null };

export async function insertSchedule(
  db: Executor,
  schedule: Omit<ScheduleRow, 'status'>,
  dueDates: readonly string[],
): Promise<void> {
  await db
    .insertInto('pix_schedule')
    .values({ ...schedule, status: 'ATIVO' })
    .execute();
  await db
    .insertInto('pix_schedule_occurrence')
    .values(
      dueDates.map((due, i) => ({
        schedule_id: schedule.id,
        number: i + 1,
        due_date: due,
        status: 'AGENDADA' as const,
        executed_at: null,
        movement_id: null,
        end_to_end: null,
        error_code: null,
        error_message: null,
      })),
    )
    .execute();
}

/** The account's schedule, locked when asked (changes and cancels queue on it). */
export async function findSchedule(db: Executor, accountId: string, id: string, lock = false) {
  let query = db
    .selectFrom('pix_schedule')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as ScheduleRow | undefined;
}

export async function listSchedules(db: Executor, accountId: string) {
  return (await db
    .selectFrom('pix_schedule')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute()) as ScheduleRow[];
}

export async function listOccurrences(db: Executor, scheduleIds: readonly string[]) {
  if (scheduleIds.length === 0) return [];
  return (await db
    .selectFrom('pix_schedule_occurrence')
    .selectAll()
    .where('schedule_id', 'in', [...scheduleIds])
    .orderBy('schedule_id')
    .orderBy('number')
    .execute()) as OccurrenceRow[];
}

export async function updateSchedule(
  db: Executor,
  id: string,
  changes: Partial<Pick<ScheduleRow, 'amount' | 'description' | 'status'>> & { updated_at: Date },
): Promise<void> {
  await db.updateTable('pix_schedule').set(changes).where('id', '=', id).execute();
}

export async function setOccurrenceDate(db: Executor, id: string, number: number, due: string) {
  await db
    .updateTable('pix_schedule_occurrence')
    .set({ due_date: due })
    .where('schedule_id', '=', id)
    .where('number', '=', number)
    .where('status', '=', 'AGENDADA')
    .execute();
}

export async function cancelPendingOccurrences(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('pix_schedule_occurrence')
    .set({ status: 'CANCELADA' })
    .where('schedule_id', '=', id)
    .where('status', '=', 'AGENDADA')
    .execute();
}

/**
 * The next due occurrence (due on or before `today`) of an active schedule, locked; one another
 * runner holds is skipped, so runners never wait on each other and never take the same one.
 */
export async function claimDueOccurrence(db: Executor, today: string) {
  return (await db
    .selectFrom('pix_schedule_occurrence')
    .selectAll()
    .where('status', '=', 'AGENDADA')
    .where('due_date', '<=', today)
    .where('schedule_id', 'in', db.selectFrom('pix_schedule').select('id').where('status', '=', 'ATIVO'))
    .orderBy('due_date')
    .orderBy('schedule_id')
    .orderBy('number')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()) as OccurrenceRow | undefined;
}

export async function findScheduleById(db: Executor, id: string) {
  return (await db.selectFrom('pix_schedule').selectAll().where('id', '=', id).executeTakeFirst()) as
    | ScheduleRow
    | undefined;
}

export async function finishOccurrence(
  db: Executor,
  occurrence: { scheduleId: string; number: number },
  result:
    | { status: 'EFETIVADA'; at: Date; movementId: string; endToEnd: string }
    | { status: 'FALHOU'; at: Date; code: number; message: string },
): Promise<void> {
  await db
    .updateTable('pix_schedule_occurrence')
    .set(
      result.status === 'EFETIVADA'
        ? {
            status: 'EFETIVADA',
            executed_at: result.at,
            movement_id: result.movementId,
            end_to_end: result.endToEnd,
          }
        : {
            status: 'FALHOU',
            executed_at: result.at,
            error_code: result.code,
            error_message: result.message,
          },
    )
    .where('schedule_id', '=', occurrence.scheduleId)
    .where('number', '=', occurrence.number)
    .where('status', '=', 'AGENDADA')
    .execute();
}

/** Marks the schedule finished when none of its occurrences is pending any more. */
export async function finishScheduleIfDone(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .updateTable('pix_schedule')
    .set({ status: 'CONCLUIDO', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'ATIVO')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('pix_schedule_occurrence')
            .select(sql`1`.as('one'))
            .where('schedule_id', '=', id)
            .where('status', '=', 'AGENDADA'),
        ),
      ),
    )
    .execute();
}
