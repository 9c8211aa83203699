import { randomUUID } from 'node:crypto';
import type { AtOnceContext, BankDeps } from '../bank-route.ts';
import type { SessionClaim } from '../idempotency/idempotency.repository.ts';
import { BANK_NAME } from '../modules/account/bank-identity.ts';
import { newAuthenticationCode } from '../modules/account/receipt.repository.ts';
import { pinProof } from '../modules/auth/pin-hash.ts';
import { insufficientBalance } from '../modules/ledger/ledger.errors.ts';
import { MOVEMENT_KINDS } from '../modules/ledger/movement-kinds.ts';
import { type AtOnceFunction, payAtOnce } from './at-once.repository.ts';

/**
 * How many payments of each kind went through at once, and why the others went step by step, by kind
 * and reason (tests, bench).
 */
export const atOnceTally = {
  atOnce: new Map<AtOnceFunction, number>(),
  /** Of those, the ones the balance refused, answered in the same call (migration 0067). */
  refusedAtOnce: new Map<AtOnceFunction, number>(),
  stepByStep: new Map<string, number>(),
  count(fn: AtOnceFunction): number {
    return this.atOnce.get(fn) ?? 0;
  },
};

/** The step-by-step path's stored answer for the balance's refusal: made once, not per payment. */
const REFUSED_FOR_BALANCE = insufficientBalance().toAnswer();

const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * A payment in one database call, when it goes through or the balance refuses it (decision 0011): `fn`
 * does the step-by-step path's work in its order and commits only a payment that goes through, or the
 * balance's refusal stored against the key. Anything else rolls back whole and answers undefined: the
 * route's handler then runs the payment step by step, which answers it as always. Off with
 * PAYMENTS_AT_ONCE=false.
 */
export async function runAtOnce(
  ctx: Pick<AtOnceContext<unknown>, 'deps' | 'claim' | 'guard'>,
  fn: AtOnceFunction,
  values: () => Record<string, unknown>,
) {
  const { deps, claim, guard } = ctx;
  if (!deps.config.paymentsAtOnce) return undefined;
  const paid = await payAtOnce(deps.db, fn, values(), claim.session, guard);
  if ('answer' in paid) {
    add(atOnceTally.atOnce, fn);
    if (!paid.answer.success) add(atOnceTally.refusedAtOnce, fn);
    return paid.answer;
  }
  add(atOnceTally.stepByStep, `${fn}: ${paid.stepByStep}`);
  // a deadlock, a lost connection: the step-by-step path meets it again or gets through
  if (paid.stepByStep.startsWith('error'))
    deps.log.warn({ fn, why: paid.stepByStep }, 'a payment at once failed; it runs step by step');
  return undefined;
}

/**
 * The fields every payment at once carries (migration 0031 lists them): the key's claim, the payer's
 * account, the amount and description, the PIN's proof, the time, and the new movement's and receipt's
 * ids; and the answer to store when the balance refuses it (migration 0067), the one the step-by-step
 * path stores. Returns them with the time and ids, which the payment's answer needs.
 */
export function paymentValues(
  claim: Omit<SessionClaim, 'session'>,
  payment: { accountId: string; pin: string; valor: number; descricao?: string | undefined },
  kind: keyof typeof MOVEMENT_KINDS,
  deps: Pick<BankDeps, 'now' | 'config'>,
) {
  const at = deps.now();
  const movementId = randomUUID();
  const receiptId = randomUUID();
  const values = {
    key: claim.key,
    path: claim.path,
    request_hash: claim.requestHash,
    account_id: payment.accountId,
    amount: payment.valor,
    description: payment.descricao?.trim() || null,
    proof: pinProof(payment.accountId, payment.pin, deps.config.pinPepper).toString('hex'),
    at,
    movement_id: movementId,
    kind,
    type_id: MOVEMENT_KINDS[kind].typeId,
    receipt_id: receiptId,
    authentication: newAuthenticationCode(),
    bank_name: BANK_NAME,
    refusal_balance: REFUSED_FOR_BALANCE,
  };
  return { at, movementId, receiptId, values };
}
