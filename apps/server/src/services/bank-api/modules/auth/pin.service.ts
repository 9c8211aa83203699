import type { Executor } from '../../../../tables.ts';
import { MAX_FAILURES, pinBlocked, wrongPin } from './auth.errors.ts';
import { lockPin, recordPinFailure, rehashPin, resetPinFailures } from './auth.repository.ts';
import { hashPin, pinNeedsRehash, verifyPin } from './pin-hash.ts';

/**
 * Checks an account's PIN inside the caller's transaction (a keyed hash: microseconds while the row is
 * held; a PIN still in the earlier scrypt form is stored again in the keyed form on its good check). The PIN row stays locked until that
 * transaction ends, so parallel guesses queue up and the count can never pass 5. A refusal keeps its
 * work (the count) when thrown out of withTransaction or an idempotent route.
 */
export async function checkAccountPin(
  trx: Executor,
  accountId: string,
  pin: string,
  pepper: string,
): Promise<void> {
  const row = await lockPin(trx, accountId);
  if (!row) throw wrongPin();
  if (row.failures >= MAX_FAILURES) throw pinBlocked();
  if (await verifyPin(pin, row.pin_hash, pepper)) {
    if (pinNeedsRehash(row.pin_hash)) await rehashPin(trx, accountId, await hashPin(pin, pepper));
    else if (row.failures > 0) await resetPinFailures(trx, accountId);
    return;
  }
  const failures = await recordPinFailure(trx, accountId);
  throw failures >= MAX_FAILURES ? pinBlocked() : wrongPin();
}
