import { randomUUID } from 'node:crypto';
import type { Environment } from '@carteira/core/environment';
import type { Executor } from '../../bank-database.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';

/**
 * The gift-card treasury: the account that holds what was paid for the cards issued and not yet
 * redeemed. It differs by environment (wallet.md section 6), as its organisation unit does.
 */
export const GIFT_CARD_TREASURY: Readonly<Record<Environment, string>> = {
  development: 'gift-card-treasury-development',
  staging: 'gift-card-treasury-staging',
  production: 'gift-card-treasury-production',
};

/** The environment's treasury account's id, opened on first use. */
export async function ensureTreasuryAccount(
  db: Executor,
  environment: Environment,
  at: Date,
): Promise<string> {
  const code = GIFT_CARD_TREASURY[environment];
  return ensureSystemAccount(
    db,
    { code, descricao: 'Tesouraria de cartões-presente (vendidos e não resgatados)' },
    at,
  );
}

export async function lockGiftCard(db: Executor, codeHash: string) {
  return db
    .selectFrom('gift_card')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRedeemed(
  db: Executor,
  id: string,
  accountId: string,
  movementId: string,
  at: Date,
) {
  await db
    .updateTable('gift_card')
    .set({ redeemed_account_id: accountId, redeemed_movement_id: movementId, redeemed_at: at })
    .where('id', '=', id)
    .where('redeemed_movement_id', 'is', null)
    .execute();
}

export async function recordAttempt(db: Executor, customerId: string, succeeded: boolean, at: Date) {
  await db
    .insertInto('gift_card_attempt')
    .values({ id: randomUUID(), customer_id: customerId, succeeded, at })
    .execute();
}

/** The customer's attempts since `since`, newest first. */
export async function recentAttempts(db: Executor, customerId: string, since: Date) {
  return db
    .selectFrom('gift_card_attempt')
    .select(['succeeded', 'at'])
    .where('customer_id', '=', customerId)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .execute();
}

export async function insertGiftCard(
  db: Executor,
  card: { id: string; codeHash: string; amount: number; expiresAt: Date; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gift_card')
    .values({
      id: card.id,
      code_hash: card.codeHash,
      amount: card.amount,
      expires_at: card.expiresAt,
      created_at: card.createdAt,
    })
    .onConflict((oc) => oc.column('code_hash').doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}
