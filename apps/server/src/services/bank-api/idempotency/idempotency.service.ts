import { sql } from 'kysely';
import { withTransaction } from '../../../platform/database/transaction.ts';
import type { Db, Trx } from '../../../tables.ts';
import { type BankAnswer, ok } from '../bank-answer.ts';
import { BankError, bankFailure } from '../bank-errors.ts';
import { claimKey, completeKey, findKey, type IdempotencyClaim } from './idempotency.repository.ts';

/** The first request is still running or vanished in between: run the whole thing again. */
class KeyRace extends Error {
  readonly code = '40001';
}

/**
 * Runs `execute` once per (customer, key):
 * - first time: the in-flight row and the work commit together, with the answer stored as done;
 *   a refusal (BankError) rolls the work back to a savepoint (unless it keeps its work) and is stored;
 *   an unexpected error rolls everything back, the key included, and nothing is stored;
 * - the same key and body again: the stored answer, nothing executed;
 * - the same key with another body: 409 / 40044, nothing executed or stored.
 */
export async function runIdempotent(
  db: Db,
  claim: IdempotencyClaim,
  execute: (trx: Trx) => Promise<unknown>,
  now: () => Date,
  /** Runs first in the transaction (the gateway's nonce claim); throwing rolls everything back. */
  first?: (trx: Trx) => Promise<void>,
): Promise<BankAnswer> {
  return withTransaction(db, async (trx) => {
    if (first) await first(trx);
    if (!(await claimKey(trx, claim))) {
      const existing = await findKey(trx, claim.customerId, claim.key);
      if (existing?.state !== 'done') throw new KeyRace('idempotency key race');
      if (existing.request_hash !== claim.requestHash || existing.path !== claim.path) {
        return bankFailure('DUPLICATE_IDEMPOTENCY');
      }
      return existing.answer as BankAnswer;
    }
    await sql`savepoint idempotent_work`.execute(trx);
    let answer: BankAnswer;
    try {
      answer = ok(await execute(trx));
    } catch (err) {
      if (!(err instanceof BankError)) throw err;
      if (!err.keep) await sql`rollback to savepoint idempotent_work`.execute(trx);
      answer = err.toAnswer();
    }
    // What is stored is exactly what every caller gets: plain JSON, the first caller included.
    const stored = JSON.parse(JSON.stringify(answer)) as BankAnswer;
    await completeKey(trx, claim.customerId, claim.key, stored, now());
    return stored;
  });
}
