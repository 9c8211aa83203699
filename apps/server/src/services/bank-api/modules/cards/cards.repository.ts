import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { Address } from '../auth/auth.table.ts';
import { ensureSystemAccount } from '../ledger/ledger.repository.ts';
import type { CardPurchaseStatus } from './cards.table.ts';

/** The system account the card network is paid from: purchases credit it, reversals debit it. */
export const CARD_SETTLEMENT_CODE = 'card-network-settlement';

export type CardRow = Awaited<ReturnType<typeof listCustomerCards>>[number];

const cardColumns = [
  'id',
  'customer_id',
  'account_id',
  'processor_token',
  'last4',
  'expiry_month',
  'expiry_year',
  'brand',
  'physical',
  'printed_name',
  'status',
  'contactless',
  'replaces_card_id',
  'reason',
  'delivery_address',
  'created_at',
  'status_at',
] as const;

/** The customer's cards, deleted virtual cards left out, newest first. */
export async function listCustomerCards(db: Executor, customerId: string) {
  return db
    .selectFrom('card')
    .select(cardColumns)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The card when it is this customer's and not deleted, locked for the rest of the transaction. */
export async function lockOwnedCard(db: Executor, customerId: string, cardId: string) {
  return db
    .selectFrom('card')
    .select(cardColumns)
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function findOwnedCard(db: Executor, customerId: string, cardId: string) {
  return db
    .selectFrom('card')
    .select(cardColumns)
    .where('id', '=', cardId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The card behind a processor token (the network's purchases name it so), locked. */
export async function lockCardByToken(db: Executor, token: string) {
  return db
    .selectFrom('card')
    .select(cardColumns)
    .where('processor_token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

/** Tokens of the cards ending in these 4 digits (the sandbox network finds a number's card with it). */
export async function tokensEndingIn(db: Executor, last4: string): Promise<string[]> {
  const rows = await db.selectFrom('card').select('processor_token').where('last4', '=', last4).execute();
  return rows.map((r) => r.processor_token);
}

export interface NewCard {
  id: string;
  customerId: string;
  accountId: string;
  token: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  brand: number;
  physical: boolean;
  printedName: string;
  status: string;
  replacesCardId?: string | null;
  reason?: string | null;
  deliveryAddress?: Address | null;
  at: Date;
}

export async function insertCard(db: Executor, c: NewCard): Promise<void> {
  await db
    .insertInto('card')
    .values({
      id: c.id,
      customer_id: c.customerId,
      account_id: c.accountId,
      processor_token: c.token,
      last4: c.last4,
      expiry_month: c.expiryMonth,
      expiry_year: c.expiryYear,
      brand: c.brand,
      physical: c.physical,
      printed_name: c.printedName,
      status: c.status,
      replaces_card_id: c.replacesCardId ?? null,
      reason: c.reason ?? null,
      delivery_address: c.deliveryAddress ? JSON.stringify(c.deliveryAddress) : null,
      created_at: c.at,
      status_at: c.at,
    } as never)
    .execute();
}

export async function setCardStatus(db: Executor, cardId: string, status: string, at: Date): Promise<void> {
  await db.updateTable('card').set({ status, status_at: at }).where('id', '=', cardId).execute();
}

export async function markCardDeleted(db: Executor, cardId: string, status: string, at: Date): Promise<void> {
  await db
    .updateTable('card')
    .set({ status, status_at: at, deleted_at: at })
    .where('id', '=', cardId)
    .execute();
}

export async function setContactless(db: Executor, cardId: string, allowed: boolean): Promise<void> {
  await db.updateTable('card').set({ contactless: allowed }).where('id', '=', cardId).execute();
}

/** Whether a second copy of this card was already issued. */
export async function findReplacement(db: Executor, cardId: string) {
  return db.selectFrom('card').select(['id']).where('replaces_card_id', '=', cardId).executeTakeFirst();
}

/** The settlement account's id, created on first use (two first purchases at once make one). */
export async function ensureSettlementAccount(db: Executor, at: Date): Promise<string> {
  return ensureSystemAccount(
    db,
    { code: CARD_SETTLEMENT_CODE, descricao: 'Liquidação com a bandeira (compras com cartão de débito)' },
    at,
  );
}

export type PurchaseRow = NonNullable<Awaited<ReturnType<typeof lockPurchase>>>;

export async function lockPurchase(db: Executor, authorisationId: string) {
  return db
    .selectFrom('card_purchase')
    .selectAll()
    .select(sql<number>`amount::int8`.as('amount'))
    .where('authorisation_id', '=', authorisationId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPurchase(
  db: Executor,
  p: {
    id: string;
    cardId: string;
    authorisationId: string;
    amount: number;
    merchant: string;
    movementId: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('card_purchase')
    .values({
      id: p.id,
      card_id: p.cardId,
      authorisation_id: p.authorisationId,
      amount: p.amount,
      merchant: p.merchant,
      status: 'AUTORIZADA',
      movement_id: p.movementId,
      authorised_at: p.at,
    })
    .execute();
}

export async function updatePurchase(
  db: Executor,
  id: string,
  change: {
    status: CardPurchaseStatus;
    settledAt?: Date;
    reversedAt?: Date;
    reversalMovementId?: string;
  },
): Promise<void> {
  await db
    .updateTable('card_purchase')
    .set({
      status: change.status,
      ...(change.settledAt ? { settled_at: change.settledAt } : {}),
      ...(change.reversedAt ? { reversed_at: change.reversedAt } : {}),
      ...(change.reversalMovementId ? { reversal_movement_id: change.reversalMovementId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The stored hash of a card's PIN: its own, or (null) its account's. */
export async function cardPinHash(db: Executor, card: { id: string; account_id: string }) {
  const row = await db
    .selectFrom('card')
    .leftJoin('account_pin', 'account_pin.account_id', 'card.account_id')
    .select(['card.pin_hash as own', 'account_pin.pin_hash as account', 'card.pin_failures as failures'])
    .where('card.id', '=', card.id)
    .executeTakeFirst();
  return { stored: row?.own ?? row?.account ?? null, failures: row?.failures ?? 0 };
}

export async function setCardPinFailures(db: Executor, cardId: string, failures: number): Promise<void> {
  await db.updateTable('card').set({ pin_failures: failures }).where('id', '=', cardId).execute();
}

/** A card's own PIN (its hash), with the wrong tries forgotten. */
export async function setCardPin(db: Executor, cardId: string, pinHash: string): Promise<void> {
  await db.updateTable('card').set({ pin_hash: pinHash, pin_failures: 0 }).where('id', '=', cardId).execute();
}

/**
 * The account's PIN changed (sync-pin-cartoes): every card of the account takes it again, its own PIN
 * and wrong tries forgotten. A card blocked for a wrong PIN stays blocked until unblocked.
 */
export async function cardsFollowAccountPin(db: Executor, accountId: string): Promise<void> {
  await db
    .updateTable('card')
    .set({ pin_hash: null, pin_failures: 0 })
    .where('account_id', '=', accountId)
    .execute();
}
