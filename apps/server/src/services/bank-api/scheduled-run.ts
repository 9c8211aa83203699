import { sql } from 'kysely';
import type { Executor } from './bank-database.ts';
import { BankError } from './bank-errors.ts';

/** How a scheduled item's movement ended: its result, or the bank's refusal (code and text). */
export type ScheduledOutcome<T> = { ok: true; result: T } | { ok: false; code: number; message: string };

/**
 * Runs a scheduled item's movement (a Pix, a boleto, a TED) in a savepoint of the transaction that
 * claimed the item: a refusal of the bank (balance, limit, payee gone) is rolled back to the savepoint
 * and answered as a failure, so the item is marked failed in the same commit; any other error aborts
 * the whole transaction and leaves the item due.
 */
export async function runInSavepoint<T>(trx: Executor, work: () => Promise<T>): Promise<ScheduledOutcome<T>> {
  await sql`savepoint scheduled_run`.execute(trx);
  try {
    return { ok: true, result: await work() };
  } catch (err) {
    if (!(err instanceof BankError)) throw err;
    await sql`rollback to savepoint scheduled_run`.execute(trx);
    return {
      ok: false,
      code: err.code,
      message: err.details ? `${err.message}. ${err.details}` : err.message,
    };
  }
}

/** Runs `one` (one due item per transaction) until nothing is due, at most `max` times; the number run. */
export async function runAllDue(one: () => Promise<boolean>, max: number): Promise<number> {
  let count = 0;
  while (count < max && (await one())) count++;
  return count;
}
