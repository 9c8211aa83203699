import type { Executor } from '../../bank-database.ts';
import { type LockedAccount, lockPinAndAccounts } from '../ledger/ledger.repository.ts';
import { MAX_FAILURES, pinBlocked, wrongPin } from './auth.errors.ts';
import { lockPin, recordPinFailure, rehashPin, resetPinFailures } from './auth.repository.ts';
import { hashPin, pinNeedsRehash, verifyPin } from './pin-hash.ts';

/**
 * Checks an account's PIN inside the caller's transaction (a keyed hash bound to the account:
 * microseconds while the row is held; a PIN still in an earlier form is stored again in the current
 * form on its good check). The PIN row stays locked until that transaction ends, so parallel guesses
 * queue up and the count can never pass 5. A refusal keeps its work (the count) when thrown out of
 * withTransaction or an idempotent route.
 */
export async function checkAccountPin(
  trx: Executor,
  accountId: string,
  pin: string,
  pepper: string,
): Promise<void> {
  await checkLockedPin(trx, accountId, await lockPin(trx, accountId), pin, pepper);
}

/**
 * checkAccountPin with the payment's accounts locked in the same statement, after the PIN row, in id
 * order (ledger's lockPinAndAccounts): one round trip less for a payment. Returns the locked accounts
 * for postMovement. A refusal keeps its work as checkAccountPin's does; the accounts' locks go with it.
 */
export async function checkPinAndLockAccounts(
  trx: Executor,
  accountId: string,
  pin: string,
  pepper: string,
  accountIds: readonly string[],
): Promise<LockedAccount[]> {
  const locked = await lockPinAndAccounts(trx, accountId, accountIds);
  await checkLockedPin(trx, accountId, locked.pin, pin, pepper);
  return locked.accounts;
}

async function checkLockedPin(
  trx: Executor,
  accountId: string,
  row: { pin_hash: string; failures: number } | undefined,
  pin: string,
  pepper: string,
): Promise<void> {
  if (!row) throw wrongPin();
  if (row.failures >= MAX_FAILURES) throw pinBlocked();
  // accountId is the PIN row's own (it was locked by it): the stored form is bound to it
  if (await verifyPin(accountId, pin, row.pin_hash, pepper)) {
    if (pinNeedsRehash(row.pin_hash)) await rehashPin(trx, accountId, await hashPin(accountId, pin, pepper));
    else if (row.failures > 0) await resetPinFailures(trx, accountId);
    return;
  }
  const failures = await recordPinFailure(trx, accountId);
  throw failures >= MAX_FAILURES ? pinBlocked() : wrongPin();
}
