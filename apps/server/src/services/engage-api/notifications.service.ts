import { randomUUID } from 'node:crypto';
import type { Db } from './engage-database.ts';
import { cardsForAny, type Locale } from './feed.service.ts';

/*
 * A customer's notifications are written by the database (migration 0054, notification_from_posting)
 * as each posting is made, in the movement's own transaction, whichever path posts it: a Pix received
 * (PIX_RECEBIDO, PIX_INTERNO), a boleto paid (BOLETO_PAGO), a deposit boleto received (DEPOSITO_BOLETO),
 * one per customer, movement and kind. The bank also sends a story of its own (notifyStory): a card,
 * dialog or reel of the feed, with the link that opens it. This service reads them and marks them read.
 */

export const NOTIFICATIONS_PAGE = 50;

/** Where a bank event's notification leads: its receipt, in the statement. */
export const RECEIPT_PAGE = '/newTransactionHistory';

/**
 * A notification's link (cross-cutting.md section 2, notification deep links): the story it names (a
 * feed card, dialog or reel), whether it opens that story's dialog, the page it opens, and that page's
 * navigation state.
 */
export interface NotificationLink {
  storyid: string | null;
  dialogTrigger: boolean;
  open_page: string | null;
  state: Record<string, unknown>;
}

/** An app page a link may open: a route of the app, never the login. */
export const APP_PAGE = /^\/[A-Za-z0-9_-]{1,60}$/;

/**
 * The customer's own notifications, newest first (the last 50), and how many are unread. A bank event
 * links to its receipt; a story carries its card's title and text in the customer's language, and its link.
 */
export async function listNotifications(db: Db, customerId: string, locale: Locale) {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notification as n')
      .leftJoin('engage_card as c', 'c.id', 'n.story_id')
      .select([
        'n.id',
        'n.kind',
        'n.amount',
        'n.counterparty',
        'n.created_at',
        'n.read_at',
        'n.movement_id',
        'n.story_id',
        'n.dialog_trigger',
        'n.open_page',
        'c.title_pt',
        'c.title_en',
        'c.body_pt',
        'c.body_en',
      ])
      .where('n.customer_id', '=', customerId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id')
      .limit(NOTIFICATIONS_PAGE)
      .execute(),
    db
      .selectFrom('notification')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const en = locale === 'en';
  return {
    unread: Number(unread.n),
    notifications: rows.map((r) => {
      const link: NotificationLink = r.story_id
        ? { storyid: r.story_id, dialogTrigger: r.dialog_trigger, open_page: r.open_page, state: {} }
        : {
            storyid: null,
            dialogTrigger: false,
            open_page: RECEIPT_PAGE,
            state: { receiptFor: r.movement_id },
          };
      return {
        id: r.id,
        kind: r.kind,
        amount: r.amount === null ? null : Number(r.amount) / 100,
        counterparty: r.counterparty,
        title: r.story_id ? ((en ? r.title_en : r.title_pt) ?? null) : null,
        body: r.story_id ? ((en ? r.body_en : r.body_pt) ?? null) : null,
        createdAt: r.created_at.toISOString(),
        read: r.read_at !== null,
        link,
      };
    }),
  };
}

export type StoryNotified =
  | { ok: true; id: string; created: boolean }
  | { ok: false; reason: 'unknown_story' | 'not_a_dialog' | 'bad_page' };

/**
 * Sends one of the bank's stories to a customer: a notification naming a card, dialog or reel they are in
 * the audience of, that may open its dialog (a dialog's only) or a page of the app. Once per customer and
 * story: a repeat changes nothing and answers the first.
 */
export async function notifyStory(
  db: Db,
  customerId: string,
  story: { storyId: string; dialogTrigger: boolean; openPage: string | null },
  now: Date,
): Promise<StoryNotified> {
  if (story.openPage !== null && (!APP_PAGE.test(story.openPage) || story.openPage === '/newLogin')) {
    return { ok: false, reason: 'bad_page' };
  }
  const card = await db
    .selectFrom('engage_card')
    .select(['id', 'placement'])
    .where('id', '=', story.storyId)
    .executeTakeFirst();
  if (!card || !(await cardsForAny(db, customerId, card.placement, now)).includes(card.id)) {
    return { ok: false, reason: 'unknown_story' };
  }
  if (story.dialogTrigger && card.placement !== 'dialog') return { ok: false, reason: 'not_a_dialog' };
  const id = randomUUID();
  const inserted = await db
    .insertInto('notification')
    .values({
      id,
      customer_id: customerId,
      kind: 'STORY',
      movement_id: null,
      amount: null,
      counterparty: null,
      created_at: now,
      read_at: null,
      story_id: card.id,
      dialog_trigger: story.dialogTrigger,
      open_page: story.openPage,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'story_id']).where('story_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { ok: true, id: inserted.id, created: true };
  const first = await db
    .selectFrom('notification')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('story_id', '=', card.id)
    .executeTakeFirstOrThrow();
  return { ok: true, id: first.id, created: false };
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
