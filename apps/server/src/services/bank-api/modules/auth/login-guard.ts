import { sql } from 'kysely';
import type { Executor } from '../../../../tables.ts';
import { MAX_FAILURES } from './auth.errors.ts';

/** The first lock lasts 30 minutes; each further lock within a day doubles it, up to 24 hours. */
export const FIRST_LOCK_MINUTES = 30;
export const MAX_LOCK_MINUTES = 24 * 60;
/** A day after a lock ended, the next one starts again at 30 minutes. */
const LOCKS_FORGOTTEN_AFTER = '24 hours';

export type Attempt =
  | { admitted: true /** set when this attempt's count made the lock */; lockedUntil?: Date }
  | { admitted: false; lockedUntil: Date };

/**
 * Counts one login attempt for a CPF key before its password is checked, in one conditional UPDATE:
 * refused while a lock runs, so parallel guesses can never be checked more than MAX_FAILURES times
 * per lock. The attempt that reaches MAX_FAILURES sets the lock (30 min, doubling on repeat). A right
 * password clears the count afterwards (clearLoginGuard); a wrong one has nothing more to write.
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
  const locks = sql<number>`case when locked_until < ${at} - interval '${sql.raw(LOCKS_FORGOTTEN_AFTER)}'
    then 0 else locks end`;
  const lockMinutes = sql`least(${FIRST_LOCK_MINUTES}::int * power(2, least(${locks}, 10))::int, ${MAX_LOCK_MINUTES}::int)`;
  const row = await db
    .updateTable('login_guard')
    .set({
      failures,
      locks: sql`case when ${failures} >= ${MAX_FAILURES}::int then ${locks} + 1 else ${locks} end`,
      locked_until: sql`case when ${failures} >= ${MAX_FAILURES}::int
        then ${at} + make_interval(mins => ${lockMinutes}) else null end`,
      updated_at: now,
    })
    .where('cpf_key', '=', cpfKey)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning(['locked_until'])
    .executeTakeFirst();
  if (row)
    return row.locked_until
      ? { admitted: true, lockedUntil: new Date(row.locked_until) }
      : { admitted: true };
  const held = await db
    .selectFrom('login_guard')
    .select('locked_until')
    .where('cpf_key', '=', cpfKey)
    .executeTakeFirst();
  // Locked between the two statements and already lifted again: count it as refused for now.
  return { admitted: false, lockedUntil: held?.locked_until ? new Date(held.locked_until) : now };
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
