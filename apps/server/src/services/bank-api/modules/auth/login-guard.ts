import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { MAX_FAILURES } from './auth.errors.ts';

/** The first lock lasts 30 minutes; each further lock within a day doubles it, up to 24 hours. */
export const FIRST_LOCK_MINUTES = 30;
export const MAX_LOCK_MINUTES = 24 * 60;
/** A day after a lock ended, the next one starts again at 30 minutes. */
const LOCKS_FORGOTTEN_AFTER = '24 hours';

/** An attempt counted this long ago and never answered (its server stopped) is no longer in flight. */
const IN_FLIGHT_FOR = '2 minutes';

/** What a right password needs to settle its attempt (settleRightPassword). */
export interface Counted {
  /** wrong passwords already answered when this attempt was counted: the ones a right answer forgives */
  answeredBefore: number;
  /** the right passwords that had cleared the count when this attempt was counted */
  clears: number;
}

export type Attempt =
  | ({ admitted: true /** set when this attempt's count made the lock */; lockedUntil?: Date } & Counted)
  | { admitted: false; lockedUntil: Date };

/**
 * Counts one login attempt for a CPF key before its password is checked, in one conditional UPDATE:
 * refused while a lock runs, so parallel guesses can never be checked more than MAX_FAILURES times
 * per lock. The attempt that reaches MAX_FAILURES sets the lock (30 min, doubling on repeat). Each
 * counted attempt is in flight until answered: a wrong one settles with settleWrongPassword, a right
 * one with settleRightPassword, which forgives only what was answered before it was counted.
 * An expired lock starts a fresh count.
 */
export async function countLoginAttempt(db: Executor, cpfKey: string, now: Date): Promise<Attempt> {
  await db
    .insertInto('login_guard')
    .values({ cpf_key: cpfKey, updated_at: now })
    .onConflict((oc) => oc.column('cpf_key').doNothing())
    .execute();
  const at = sql`${now}::timestamptz`;
  const failures = sql<number>`case when locked_until is not null then 1 else failures + 1 end`;
  const inFlight = sql<number>`case when locked_until is not null
    or updated_at < ${at} - interval '${sql.raw(IN_FLIGHT_FOR)}' then 1 else in_flight + 1 end`;
  const locks = sql<number>`case when locked_until < ${at} - interval '${sql.raw(LOCKS_FORGOTTEN_AFTER)}'
    then 0 else locks end`;
  const lockMinutes = sql`least(${FIRST_LOCK_MINUTES}::int * power(2, least(${locks}, 10))::int, ${MAX_LOCK_MINUTES}::int)`;
  const row = await db
    .updateTable('login_guard')
    .set({
      failures,
      in_flight: inFlight,
      locks: sql`case when ${failures} >= ${MAX_FAILURES}::int then ${locks} + 1 else ${locks} end`,
      locked_until: sql`case when ${failures} >= ${MAX_FAILURES}::int
        then ${at} + make_interval(mins => ${lockMinutes}) else null end`,
      updated_at: now,
    })
    .where('cpf_key', '=', cpfKey)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning(['locked_until', 'failures', 'in_flight', 'clears'])
    .executeTakeFirst();
  if (row) {
    const counted = { answeredBefore: Math.max(0, row.failures - row.in_flight), clears: row.clears };
    return row.locked_until
      ? { admitted: true, lockedUntil: new Date(row.locked_until), ...counted }
      : { admitted: true, ...counted };
  }
  const held = await db
    .selectFrom('login_guard')
    .select('locked_until')
    .where('cpf_key', '=', cpfKey)
    .executeTakeFirst();
  // Locked between the two statements and already lifted again: count it as refused for now.
  return { admitted: false, lockedUntil: held?.locked_until ? new Date(held.locked_until) : now };
}

/** A wrong password answered: it stays counted, and is no longer in flight. */
export async function settleWrongPassword(db: Executor, cpfKey: string): Promise<void> {
  await db
    .updateTable('login_guard')
    .set({ in_flight: sql`greatest(in_flight - 1, 0)` })
    .where('cpf_key', '=', cpfKey)
    .execute();
}

/**
 * A right password answered: its own count goes, and so do the wrong passwords already answered when
 * it was counted (a customer's own typos), unless another right password cleared them meanwhile. The
 * guesses still in flight then, and those counted since, stay counted: a burst with the right password
 * in it gets no more than MAX_FAILURES wrong checks. The lock stays while they still reach it. With
 * nothing left counted or in flight the row goes, and the next lock starts again at 30 minutes.
 */
export async function settleRightPassword(
  db: Executor,
  cpfKey: string,
  attempt: Counted,
  now: Date,
): Promise<void> {
  const forgiven = sql<number>`case when clears = ${attempt.clears}::int then ${attempt.answeredBefore}::int else 0 end`;
  const left = sql<number>`greatest(failures - 1 - ${forgiven}, 0)`;
  await db
    .updateTable('login_guard')
    .set({
      failures: left,
      in_flight: sql`greatest(in_flight - 1, 0)`,
      clears: sql`clears + 1`,
      locked_until: sql`case when ${left} >= ${MAX_FAILURES}::int then locked_until else null end`,
      updated_at: now,
    })
    .where('cpf_key', '=', cpfKey)
    .execute();
  await db
    .deleteFrom('login_guard')
    .where('cpf_key', '=', cpfKey)
    .where('failures', '=', 0)
    .where('in_flight', '=', 0)
    .execute();
}

/** After a right password or a reset: no count, no lock, and the next lock starts at 30 minutes. */
export async function clearLoginGuard(db: Executor, cpfKey: string): Promise<void> {
  await db.deleteFrom('login_guard').where('cpf_key', '=', cpfKey).execute();
}

/** Rows with no lock running and untouched for two days say nothing any more. */
export async function purgeLoginGuards(db: Executor, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 2 * 24 * 3600_000);
  await db
    .deleteFrom('login_guard')
    .where('updated_at', '<', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
    .execute();
}
