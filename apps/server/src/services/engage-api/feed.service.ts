import { sql } from 'kysely';
import type { Db, Executor } from '../../tables.ts';
import type { Audience, Placement } from './engage.table.ts';

/** Offers cards max 10 (cross-cutting.md section 9, Paging and sizes; section 4, Feed). */
export const FEED_MAX = 10;

/** The feed's card types and feed types (cross-cutting.md section 3, Content-card feed). */
export const CARD_TYPES = [
  'ec_offers',
  'ec_wishes',
  'ec_dataenrichment',
  'ec_information',
  'ec_surveys',
  'ec_insurance',
  'ec_optin',
  'ec_goodies',
] as const;
export const FEED_TYPES = [
  'engagecards',
  'newsfeed',
  'insightfeed',
  'hello_moto_br',
  'instafeed',
  'fbAd',
  'adsfeed',
] as const;

export type Locale = 'pt-BR' | 'en';

/** One piece of content as the bank authors it (the sandbox seeds them: sandbox/engage-cards.ts). */
export interface CardContent {
  id: string;
  placement: Placement;
  cardType: (typeof CARD_TYPES)[number];
  feedType: (typeof FEED_TYPES)[number];
  audience: Audience;
  position: number;
  title: { 'pt-BR': string; en: string };
  body: { 'pt-BR': string; en: string };
  action?: { label: { 'pt-BR': string; en: string }; path: string; additionalInfo?: Record<string, unknown> };
  startsAt: Date;
  endsAt?: Date;
  /** For audience 'listed': the customers it is for. */
  customerIds?: readonly string[];
}

/** A data item of a stream (the offers response): the card as the app shows it. */
export interface FeedItem {
  id: string;
  placement: Placement;
  type: string;
  title: string;
  body: string;
  actionLabel: string | null;
  actionPath: string | null;
  additionalInfo: Record<string, unknown> | null;
}

/** A stream of the offers response: streamid, tabid, storyid and its data items. */
export interface FeedStream {
  streamid: string;
  tabid: string;
  storyid: string;
  data: FeedItem[];
}

/** Writes (or rewrites) the bank's content; the customers a listed card is for are set again. */
export async function putCards(db: Executor, cards: readonly CardContent[]): Promise<void> {
  for (const c of cards) {
    const row = {
      id: c.id,
      placement: c.placement,
      card_type: c.cardType,
      feed_type: c.feedType,
      audience: c.audience,
      position: c.position,
      title_pt: c.title['pt-BR'],
      title_en: c.title.en,
      body_pt: c.body['pt-BR'],
      body_en: c.body.en,
      action_label_pt: c.action?.label['pt-BR'] ?? null,
      action_label_en: c.action?.label.en ?? null,
      action_path: c.action?.path ?? null,
      additional_info: c.action?.additionalInfo ? JSON.stringify(c.action.additionalInfo) : null,
      starts_at: c.startsAt,
      ends_at: c.endsAt ?? null,
    };
    await db
      .insertInto('engage_card')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    await db.deleteFrom('engage_card_audience').where('card_id', '=', c.id).execute();
    if (c.customerIds?.length) {
      await db
        .insertInto('engage_card_audience')
        .values(c.customerIds.map((customer_id) => ({ card_id: c.id, customer_id })))
        .execute();
    }
  }
}

/** The content in force for the customer, in the bank's order, without what they dismissed. */
async function cardsFor(db: Db, customerId: string, placement: Placement, now: Date) {
  return db
    .selectFrom('engage_card as c')
    .selectAll('c')
    .where('c.placement', '=', placement)
    .where('c.starts_at', '<=', now)
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('c.audience', '=', 'all'),
        eb.and([
          eb('c.audience', '=', 'no_pix_key'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('pix_key as k')
                .innerJoin('account as a', 'a.id', 'k.account_id')
                .select(sql`1`.as('one'))
                .where('a.customer_id', '=', customerId),
            ),
          ),
        ]),
        eb.and([
          eb('c.audience', '=', 'listed'),
          eb.exists(
            eb
              .selectFrom('engage_card_audience as l')
              .select(sql`1`.as('one'))
              .whereRef('l.card_id', '=', 'c.id')
              .where('l.customer_id', '=', customerId),
          ),
        ]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('engage_card_action as d')
            .select(sql`1`.as('one'))
            .whereRef('d.card_id', '=', 'c.id')
            .where('d.customer_id', '=', customerId)
            .where('d.action', '=', placement === 'dialog' ? 'served' : 'delete'),
        ),
      ),
    )
    .orderBy('c.position')
    .orderBy('c.id')
    .limit(FEED_MAX)
    .execute();
}

type CardRow = Awaited<ReturnType<typeof cardsFor>>[number];

function item(row: CardRow, locale: Locale): FeedItem {
  const en = locale === 'en';
  return {
    id: `${row.id}_1`,
    placement: row.placement,
    type: row.card_type,
    title: en ? row.title_en : row.title_pt,
    body: en ? row.body_en : row.body_pt,
    actionLabel: (en ? row.action_label_en : row.action_label_pt) ?? null,
    actionPath: row.action_path,
    additionalInfo: row.additional_info ? (JSON.parse(row.additional_info) as Record<string, unknown>) : null,
  };
}

const stream = (row: CardRow, locale: Locale, tab: string): FeedStream => ({
  streamid: row.feed_type,
  tabid: tab,
  storyid: row.id,
  data: [item(row, locale)],
});

/** GET getdom: the home feed's cards and banners (at most 10 of each), as streams. */
export async function feedFor(db: Db, customerId: string, locale: Locale, tab: string, now: Date) {
  const [cards, banners] = await Promise.all([
    cardsFor(db, customerId, 'card', now),
    cardsFor(db, customerId, 'banner', now),
  ]);
  return { cards: [...banners, ...cards].map((row) => stream(row, locale, tab)) };
}

/** GET getDialogDom: the first dialog the customer was not yet served, or none. */
export async function dialogFor(db: Db, customerId: string, locale: Locale, now: Date) {
  const [row] = await cardsFor(db, customerId, 'dialog', now);
  return { dialog: row ? stream(row, locale, 'Wallet') : null };
}

/** The card actions the bank keeps: delete (and its undo) and served. The others are counted only. */
export const CARD_ACTIONS = [
  'save',
  'unsave',
  'share',
  'delete',
  'undodelete',
  'carduseful',
  'cardsurvey',
  'cardnotuseful',
  'autodelete',
  'view',
  'scratchCoverView',
  'click',
  'served',
  'clear_all',
  'closeBtnClick',
] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * POST eoperations: the customer's actions on their cards. A delete (or autodelete, closeBtnClick) of
 * a card keeps it dismissed; a repeat changes nothing; undodelete brings it back; served marks a dialog
 * shown. Only cards the customer can see count: a story id of someone else's card is refused whole.
 * Returns the story ids it did not know (nothing is kept then).
 */
export async function recordActions(
  db: Db,
  customerId: string,
  stats: readonly { storyid: string; action: CardAction }[],
  now: Date,
): Promise<{ unknown: string[] }> {
  const ids = [...new Set(stats.map((s) => s.storyid))];
  const visible = await Promise.all(
    (['card', 'banner', 'dialog'] as const).map((p) => cardsForAny(db, customerId, p, now)),
  );
  const known = new Set(visible.flat());
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) return { unknown };
  for (const s of stats) {
    const kept =
      s.action === 'delete' || s.action === 'autodelete' || s.action === 'closeBtnClick'
        ? 'delete'
        : s.action === 'served'
          ? 'served'
          : undefined;
    if (kept) {
      await db
        .insertInto('engage_card_action')
        .values({ customer_id: customerId, card_id: s.storyid, action: kept, at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'card_id', 'action']).doNothing())
        .execute();
    } else if (s.action === 'undodelete') {
      await db
        .deleteFrom('engage_card_action')
        .where('customer_id', '=', customerId)
        .where('card_id', '=', s.storyid)
        .where('action', '=', 'delete')
        .execute();
    }
  }
  return { unknown: [] };
}

/** The ids of the cards of a placement the customer is in the audience of, dismissed or not. */
async function cardsForAny(db: Db, customerId: string, placement: Placement, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('engage_card as c')
    .select('c.id')
    .where('c.placement', '=', placement)
    .where('c.starts_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb('c.audience', '!=', 'listed'),
        eb.exists(
          eb
            .selectFrom('engage_card_audience as l')
            .select(sql`1`.as('one'))
            .whereRef('l.card_id', '=', 'c.id')
            .where('l.customer_id', '=', customerId),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
