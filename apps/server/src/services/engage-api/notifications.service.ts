import type { Db } from '../../tables.ts';

/*
 * A customer's notifications are written by the database (migration 0054, notification_from_posting)
 * as each posting is made, in the movement's own transaction, whichever path posts it: a Pix received
 * (PIX_RECEBIDO, PIX_INTERNO), a boleto paid (BOLETO_PAGO), a deposit boleto received (DEPOSITO_BOLETO),
 * one per customer, movement and kind. This service reads them and marks them read.
 */

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
