import type { RawBuilder } from 'kysely';
import { withTransaction } from '../../../platform/database/transaction.ts';
import { type BankAnswer, ok } from '../bank-answer.ts';
import type { Db, Trx } from '../bank-database.ts';
import { BankError, bankFailure } from '../bank-errors.ts';
import type { BankSession } from '../bank-route.ts';
import {
  claimKey,
  completeKey,
  findKey,
  type IdempotencyClaim,
  type SessionClaim,
} from './idempotency.repository.ts';

/** The first request is still running or vanished in between: run the whole thing again. */
class KeyRace extends Error {
  readonly code = '40001';
}

/** The guard statement run with the key's claim returned no row (the gateway's nonce was seen before). */
export class GuardRefused extends Error {}

/** A SessionClaim's token names no live session: nothing ran, nothing is kept. */
export class SessionRefused extends Error {}

/** A refusal that undoes its work: the transaction rolls back, then the refusal is stored in a new one. */
class RolledBackRefusal extends Error {
  constructor(readonly answer: BankAnswer) {
    super('refused; work rolled back');
  }
}

/** What is stored is exactly what every caller gets: plain JSON, the first caller included. */
const plain = (answer: BankAnswer) => JSON.parse(JSON.stringify(answer)) as BankAnswer;

/**
 * Runs `execute` once per (customer, key):
 * - first time: the in-flight row and the work commit together, with the answer stored as done;
 *   a refusal (BankError) that keeps its work commits it with its answer; any other refusal rolls the
 *   whole transaction back and its answer is stored by a second, short one (no savepoint, so the
 *   usual case of a payment that goes through costs no extra round trip);
 *   an unexpected error rolls everything back, the key included, and nothing is stored;
 * - the same key and body again: the stored answer, nothing executed;
 * - the same key with another body: 409 / 40044, nothing executed or stored.
 * A SessionClaim finds its customer's session in the claim's own statement and hands it to `execute`;
 * without a live one, everything rolls back and SessionRefused is thrown.
 */
export async function runIdempotent(
  db: Db,
  claim: IdempotencyClaim | SessionClaim,
  execute: (trx: Trx, session: BankSession | undefined) => Promise<unknown>,
  now: () => Date,
  /**
   * A statement run with the key's claim, in the same round trip (the gateway's nonce claim): when it
   * returns no row, everything rolls back and GuardRefused is thrown.
   */
  guard?: RawBuilder<unknown>,
): Promise<BankAnswer> {
  let customerId = 'customerId' in claim ? claim.customerId : undefined;
  let session: BankSession | undefined;
  /** Claims the key, or answers what an earlier request with it stored. */
  const claimed = async (trx: Trx): Promise<BankAnswer | undefined> => {
    const result = await claimKey(trx, claim, guard);
    if (result.session === null) throw new SessionRefused('no live session');
    if (result.session) {
      session = {
        sessionId: result.session.id,
        customerId: result.session.customerId,
        deviceId: result.session.deviceId,
      };
      customerId = result.session.customerId;
    }
    if (!result.guardPassed) throw new GuardRefused('guard statement refused');
    if (result.claimed) return undefined;
    const existing = await findKey(trx, customer(), claim.key);
    if (existing?.state !== 'done') throw new KeyRace('idempotency key race');
    if (existing.request_hash !== claim.requestHash || existing.path !== claim.path) {
      return bankFailure('DUPLICATE_IDEMPOTENCY');
    }
    return existing.answer as BankAnswer;
  };
  const customer = () => {
    if (customerId === undefined) throw new Error('the claim named no customer');
    return customerId;
  };
  try {
    return await withTransaction(db, async (trx) => {
      const earlier = await claimed(trx);
      if (earlier) return earlier;
      let answer: BankAnswer;
      try {
        answer = ok(await execute(trx, session));
      } catch (err) {
        if (!(err instanceof BankError)) throw err;
        if (!err.keep) throw new RolledBackRefusal(plain(err.toAnswer()));
        answer = err.toAnswer();
      }
      const stored = plain(answer);
      await completeKey(trx, customer(), claim.key, stored, now());
      return stored;
    });
  } catch (err) {
    if (!(err instanceof RolledBackRefusal)) throw err;
    return withTransaction(db, async (trx) => {
      const earlier = await claimed(trx);
      if (earlier) return earlier;
      await completeKey(trx, customer(), claim.key, err.answer, now());
      return err.answer;
    });
  }
}
