import { randomUUID } from 'node:crypto';
import type { Centavos } from '@carteira/core/money';
import { AccountStatusId } from '@carteira/core/status';
import type { OperationNodeSource } from 'kysely';
import type { Trx } from '../../bank-database.ts';
import { accountBlocked, accountClosed, insufficientBalance, LedgerInvariantError } from './ledger.errors.ts';
import { type LockedAccount, lockAccounts, type MovementRow, writeMovement } from './ledger.repository.ts';

export interface Leg {
  accountId: string;
  /** Signed centavos: positive credits the account, negative debits it. */
  amount: Centavos;
  /** Who the account holder sees on the other side of this leg. */
  counterpartyName?: string | null;
  description?: string | null;
}

export interface MovementRequest {
  kind: string;
  typeId: number;
  description?: string | null;
  /** The customer who asked for it (with their idempotency key), when a customer did. */
  customerId?: string | null;
  idempotencyKey?: string | null;
  /** When it happened; now by default (the sandbox back-dates its history). */
  at?: Date;
  legs: readonly Leg[];
  /**
   * The legs' account rows when the caller already locked them with lockAccounts in this same
   * transaction (a check that must see every committed movement first, like the Pix limits): saves
   * locking them twice.
   */
  lockedAccounts?: LockedAccount[];
  /**
   * Data-modifying statements written in the movement's own statement (its Pix row, its receipt), built
   * from the movement's id and time; nothing is written when the movement is refused.
   */
  alongside?: (movement: Pick<MovementRow, 'id' | 'at'>) => readonly OperationNodeSource[];
}

export interface PostedMovement {
  movementId: string;
  at: Date;
}

function assertBalanced(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new LedgerInvariantError('a movement needs at least two legs');
  const ids = new Set<string>();
  let total = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new LedgerInvariantError('every leg moves a non-zero whole number of centavos');
    }
    if (ids.has(leg.accountId)) throw new LedgerInvariantError('an account appears twice in one movement');
    ids.add(leg.accountId);
    total += leg.amount;
    if (!Number.isSafeInteger(total)) throw new LedgerInvariantError('movement total out of range');
  }
  if (total !== 0) throw new LedgerInvariantError('the legs of a movement must sum to zero');
}

/**
 * The one check of an account's status on the way money moves (decision 0019): a customer account that
 * is not active sends nothing (blocked 2 to 10: 40190), and a closed one neither sends nor receives
 * (40191). The database's ledger_write_movement refuses the same (migration 0039), so a payment done in
 * one call (decision 0011) falls back here and is answered alike.
 */
function refuseInactive(account: LockedAccount, amount: number): void {
  if (account.kind !== 'customer' || account.status === AccountStatusId.Active) return;
  if (account.status === AccountStatusId.Closed) throw accountClosed();
  if (amount < 0) throw accountBlocked();
}

/**
 * THE way money moves. In the caller's transaction: locks the accounts in id order, refuses the whole
 * movement (17000) if any customer account would go below zero, then writes, in one statement, the
 * movement, one posting per leg, the new balances and the request's `alongside` statements. Nothing is
 * written before the refusal. A debit of an account that is not active is refused first (refuseInactive). A system account flagged allow_negative (the sandbox clearing) may go
 * below zero; the database refuses it for any other.
 */
export async function postMovement(trx: Trx, request: MovementRequest): Promise<PostedMovement> {
  assertBalanced(request.legs);
  const ids = request.legs.map((l) => l.accountId);
  const locked = request.lockedAccounts ?? (await lockAccounts(trx, ids));
  if (locked.length !== ids.length) throw new LedgerInvariantError('unknown account in movement');
  const byId = new Map(locked.map((a) => [a.id, a]));
  for (const leg of request.legs) {
    const account = byId.get(leg.accountId);
    if (!account) throw new LedgerInvariantError('unknown account in movement');
    refuseInactive(account, leg.amount);
    if (account.balance + leg.amount < 0 && !account.allow_negative) throw insufficientBalance();
  }

  const movementId = randomUUID();
  const at = request.at ?? new Date();
  await writeMovement(
    trx,
    {
      id: movementId,
      kind: request.kind,
      typeId: request.typeId,
      description: request.description ?? null,
      customerId: request.customerId ?? null,
      idempotencyKey: request.idempotencyKey ?? null,
      at,
    },
    request.legs.map((leg) => ({
      accountId: leg.accountId,
      amount: leg.amount,
      counterpartyName: leg.counterpartyName ?? null,
      description: leg.description ?? request.description ?? null,
    })),
    request.alongside?.({ id: movementId, at }),
  );
  return { movementId, at };
}
