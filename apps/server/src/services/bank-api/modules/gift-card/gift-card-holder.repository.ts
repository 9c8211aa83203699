import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';

export async function insertGiftCardToken(
  db: Executor,
  row: { id: string; tokenHash: string; customerId: string; sessionId: string; at: Date; expiresAt: Date },
) {
  await db
    .insertInto('gift_card_token')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      customer_id: row.customerId,
      session_id: row.sessionId,
      created_at: row.at,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The live session behind a live gift-card token: the token dies with its session (logout, expiry). */
export async function findGiftCardTokenSession(db: Executor, tokenHash: string, now: Date) {
  const { rows } = await sql<{ id: string; customer_id: string; device_id: string | null }>`
    select s."id", s."customer_id", s."device_id"
    from "gift_card_token" g join "session" s on s."id" = g."session_id"
    where g."token_hash" = ${tokenHash} and g."expires_at" > ${now}
      and s."revoked_at" is null and s."expires_at" > ${now}`.execute(db);
  return rows[0];
}

export async function sessionExpiry(db: Executor, sessionId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('session')
    .select('expires_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ? new Date(row.expires_at as unknown as string | Date) : undefined;
}

export async function findHolderOf(db: Executor, customerId: string) {
  return db
    .selectFrom('gift_card_client')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Registers the holder once: a second registration (or two at once) finds the first. */
export async function insertHolder(
  db: Executor,
  row: {
    id: string;
    customerId: string;
    accountId: string;
    printedName: string;
    organizationUnit: number;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gift_card_client')
    .values({
      id: row.id,
      customer_id: row.customerId,
      account_id: row.accountId,
      printed_name: row.printedName,
      organization_unit: row.organizationUnit,
      created_at: row.at,
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** The holder's cards, newest first. */
export async function cardsOfHolder(db: Executor, clientId: string) {
  return db
    .selectFrom('gift_card')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the customer's own cards (by its key), locked for crediting it. */
export async function lockHolderCard(db: Executor, customerId: string, cardId: string) {
  return db
    .selectFrom('gift_card')
    .innerJoin('gift_card_client', 'gift_card_client.id', 'gift_card.client_id')
    .selectAll('gift_card')
    .where('gift_card.id', '=', cardId)
    .where('gift_card_client.customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockPromotion(db: Executor, barcode: string) {
  return db
    .selectFrom('gift_card_promotion')
    .selectAll()
    .where('barcode', '=', barcode)
    .forUpdate()
    .executeTakeFirst();
}

export async function findPromotion(db: Executor, barcode: string) {
  return db.selectFrom('gift_card_promotion').selectAll().where('barcode', '=', barcode).executeTakeFirst();
}

export async function insertHolderCard(
  db: Executor,
  card: {
    id: string;
    codeHash: string;
    amount: number;
    expiresAt: Date;
    createdAt: Date;
    clientId: string;
    last4: string;
  },
) {
  await db
    .insertInto('gift_card')
    .values({
      id: card.id,
      code_hash: card.codeHash,
      amount: card.amount,
      expires_at: card.expiresAt,
      created_at: card.createdAt,
      client_id: card.clientId,
      last4: card.last4,
    })
    .execute();
}

export async function markPromotionIssued(
  db: Executor,
  input: { barcode: string; cardId: string; clientId: string; at: Date },
) {
  await db
    .updateTable('gift_card_promotion')
    .set({ gift_card_id: input.cardId, client_id: input.clientId, issued_at: input.at })
    .where('barcode', '=', input.barcode)
    .where('gift_card_id', 'is', null)
    .execute();
}

export async function setPromotionOffered(db: Executor, barcode: string, offered: boolean) {
  await db
    .updateTable('gift_card_promotion')
    .set({ offered })
    .where('barcode', '=', barcode)
    .where('gift_card_id', 'is', null)
    .execute();
}

export async function confirmPromotionDevice(db: Executor, barcode: string, deviceHash: string, at: Date) {
  await db
    .updateTable('gift_card_promotion')
    .set({ device_hash: deviceHash, device_confirmed_at: at })
    .where('barcode', '=', barcode)
    .execute();
}

export async function insertPromotion(
  db: Executor,
  row: { barcode: string; buyerCpf: string; amount: number; claimUntil: Date; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gift_card_promotion')
    .values({
      barcode: row.barcode,
      buyer_cpf: row.buyerCpf,
      amount: row.amount,
      claim_until: row.claimUntil,
      created_at: row.at,
    })
    .onConflict((oc) => oc.column('barcode').doNothing())
    .returning('barcode')
    .execute();
  return inserted.length > 0;
}
