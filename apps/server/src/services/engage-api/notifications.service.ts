import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Executor } from '../../tables.ts';
import type { NotificationKind } from './engage.table.ts';

/** The movement kinds that tell a customer something, and on which side of the movement. */
const NOTIFYING: Readonly<Record<string, { credit?: NotificationKind; debit?: NotificationKind }>> = {
  PIX_RECEBIDO: { credit: 'PIX_RECEIVED' },
  PIX_INTERNO: { credit: 'PIX_RECEIVED' },
  BOLETO_PAGO: { debit: 'BOLETO_PAID' },
  DEPOSITO_BOLETO: { credit: 'BOLETO_DEPOSIT_RECEIVED' },
};

/** What notifyMovement needs to know of a movement just posted. */
export interface PostedMovementFacts {
  movementId: string;
  kind: string;
  at: Date;
  legs: readonly { accountId: string; amount: number; counterpartyName?: string | null }[];
}

/**
 * The bank's events as notifications: called by the ledger in the movement's own transaction, so a
 * notification exists exactly when its movement does. Only a leg on a customer's account of a kind
 * above makes one (one per customer, movement and kind: a repeat writes nothing); any other movement
 * costs nothing.
 */
export async function notifyMovement(trx: Executor, movement: PostedMovementFacts): Promise<void> {
  const sides = NOTIFYING[movement.kind];
  if (!sides) return;
  for (const leg of movement.legs) {
    const kind = leg.amount > 0 ? sides.credit : sides.debit;
    if (!kind) continue;
    await sql`insert into "notification" ("id", "customer_id", "kind", "movement_id", "amount", "counterparty", "created_at")
      select ${randomUUID()}, "customer_id", ${kind}, ${movement.movementId}, ${Math.abs(leg.amount)}, ${leg.counterpartyName ?? null}, ${movement.at}
      from "account" where "id" = ${leg.accountId} and "kind" = 'customer' and "customer_id" is not null
      on conflict ("customer_id", "movement_id", "kind") do nothing`.execute(trx);
  }
}

export const NOTIFICATIONS_PAGE = 50;

/** The customer's own notifications, newest first (the last 50), and how many are unread. */
export async function listNotifications(db: Db, customerId: string) {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notification')
      .select(['id', 'kind', 'amount', 'counterparty', 'created_at', 'read_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(NOTIFICATIONS_PAGE)
      .execute(),
    db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    unread: Number(unread.n),
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: Number(r.amount) / 100,
      counterparty: r.counterparty,
      createdAt: r.created_at.toISOString(),
      read: r.read_at !== null,
    })),
  };
}

/** Marks the customer's notifications read: the ones named, or all. Someone else's ids change nothing. */
export async function markRead(db: Db, customerId: string, ids: readonly string[] | undefined, now: Date) {
  let query = db
    .updateTable('notification')
    .set({ read_at: now })
    .where('customer_id', '=', customerId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  const result = await query.executeTakeFirst();
  return { marked: Number(result.numUpdatedRows) };
}
