import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';

/** PostgreSQL's serialization failure and deadlock: the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * An error that ends the transaction with a COMMIT and is then rethrown: for refusals that must keep
 * what they wrote (a wrong PIN keeps its failure count).
 */
export interface KeepsWork {
  readonly keep: boolean;
}

function keepsWork(err: unknown): err is KeepsWork {
  return typeof err === 'object' && err !== null && (err as { keep?: unknown }).keep === true;
}

export interface TransactionOptions {
  /** How many times to run the whole transaction in all. */
  attempts?: number;
}

/**
 * Runs fn in one transaction, retried as a whole (with jittered back-off) on a serialization failure
 * or a deadlock. An error flagged `keep` commits the work so far and is rethrown; any other error
 * rolls everything back.
 */
export async function withTransaction<DB, T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    let kept: unknown;
    try {
      const result = await db.transaction().execute(async (trx) => {
        try {
          return await fn(trx);
        } catch (err) {
          if (!keepsWork(err)) throw err;
          kept = err;
          return undefined;
        }
      });
      if (kept !== undefined) throw kept;
      return result as T;
    } catch (err) {
      if (err === kept || !isRetryable(err) || attempt >= attempts) throw err;
      await delay(Math.floor(5 + Math.random() * 20 * attempt));
    }
  }
}
