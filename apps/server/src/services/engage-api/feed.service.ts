import { sql } from 'kysely';
import { customerHasPixKey } from '../bank-api/public.ts';
import type { Audience, DialogTrigger, KeptAction, Placement } from './engage.table.ts';
import type { Db, Executor } from './engage-database.ts';

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
type Text = { 'pt-BR': string; en: string };

/** One piece of content as the bank authors it (the sandbox seeds them: sandbox/engage-cards.ts). */
export interface CardContent {
  id: string;
  placement: Placement;
  cardType: (typeof CARD_TYPES)[number];
  feedType: (typeof FEED_TYPES)[number];
  audience: Audience;
  position: number;
  /** A reel's: the label under its cover; its body describes it to a screen reader. */
  title: Text;
  body: Text;
  action?: { label: Text; path: string; additionalInfo?: Record<string, unknown> };
  startsAt: Date;
  endsAt?: Date;
  /** For audience 'listed': the customers it is for. */
  customerIds?: readonly string[];
  /** A dialog's: shown at login (default), or only when a notification's link opens it. */
  dialogTrigger?: DialogTrigger;
  /** A reel's slides, in order (1 to 10); its action goes with the last. */
  slides?: ReadonlyArray<{ title: Text; body: Text }>;
}

/** A reel has 1 to 10 slides. */
export const REEL_SLIDES_MAX = 10;

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

/** A card or banner of the home feed: also how many customers found it useful, and this one's answer. */
export interface FeedCardItem extends FeedItem {
  usefulCount: number;
  feedback: 'useful' | 'not_useful' | null;
}

/** A stream of the offers response: streamid, tabid, storyid and its data items. */
export interface FeedStream<T extends FeedItem = FeedItem> {
  streamid: string;
  tabid: string;
  storyid: string;
  data: T[];
}

/** A reel: a stream whose data items are its slides, with its cover label, whether watched, and its views. */
export interface ReelStream extends FeedStream {
  title: string;
  description: string;
  seen: boolean;
  views: number;
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
      dialog_trigger: c.dialogTrigger ?? 'login',
    };
    if ((c.placement === 'reel') !== Boolean(c.slides?.length)) {
      throw new RangeError(`${c.id}: a reel, and only a reel, has slides`);
    }
    if ((c.slides?.length ?? 0) > REEL_SLIDES_MAX) throw new RangeError(`${c.id}: at most 10 slides`);
    await db
      .insertInto('engage_card')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    await db.deleteFrom('engage_reel_slide').where('card_id', '=', c.id).execute();
    if (c.slides?.length) {
      await db
        .insertInto('engage_reel_slide')
        .values(
          c.slides.map((slide, i) => ({
            card_id: c.id,
            position: i + 1,
            title_pt: slide.title['pt-BR'],
            title_en: slide.title.en,
            body_pt: slide.body['pt-BR'],
            body_en: slide.body.en,
          })),
        )
        .execute();
    }
    await db.deleteFrom('engage_card_audience').where('card_id', '=', c.id).execute();
    if (c.customerIds?.length) {
      await db
        .insertInto('engage_card_audience')
        .values(c.customerIds.map((customer_id) => ({ card_id: c.id, customer_id })))
        .execute();
    }
  }
}

/** Within a query on `engage_card as c`: the row when the bank's list of card c names the customer. */
function listedFor(db: Db, customerId: string) {
  return db
    .selectFrom('engage_card_audience as l')
    .select(sql`1`.as('one'))
    .where('l.card_id', '=', sql.ref<string>('c.id'))
    .where('l.customer_id', '=', customerId);
}

/**
 * The audiences a customer is in, besides the bank's lists. The bank owns the Pix keys: it answers
 * whether the customer has one (a card for those without).
 */
async function audiencesOf(db: Db, customerId: string): Promise<Audience[]> {
  return (await customerHasPixKey(db, customerId)) ? ['all'] : ['all', 'no_pix_key'];
}

/**
 * The content in force for the customer, in the bank's order, without what they dismissed (a dialog:
 * without what they were served, and only the ones opened at login). `targeted` false (the shell's ad
 * customisation off, cross-cutting.md section 7, Native bridge): only what is meant for everyone, none
 * chosen by the customer's data or the bank's lists.
 */
async function cardsFor(db: Db, customerId: string, placement: Placement, now: Date, targeted = true) {
  const audiences = targeted ? await audiencesOf(db, customerId) : (['all'] as Audience[]);
  return db
    .selectFrom('engage_card as c')
    .selectAll('c')
    .where('c.placement', '=', placement)
    .$if(placement === 'dialog', (qb) => qb.where('c.dialog_trigger', '=', 'login'))
    .where('c.starts_at', '<=', now)
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('c.audience', 'in', audiences),
        // the bank's lists are targeting too: only with the customer's ad customisation on
        ...(targeted
          ? [eb.and([eb('c.audience', '=', 'listed'), eb.exists(listedFor(db, customerId))])]
          : []),
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

/** How many customers keep each action on each of these cards. */
async function actionCounts(db: Db, cardIds: readonly string[], action: KeptAction) {
  if (cardIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('engage_card_action')
    .select(['card_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('card_id', 'in', cardIds)
    .where('action', '=', action)
    .groupBy('card_id')
    .execute();
  return new Map(rows.map((r) => [r.card_id, Number(r.n)]));
}

/** What this customer keeps on each of these cards. */
async function ownActions(db: Db, customerId: string, cardIds: readonly string[]) {
  const kept = new Map<string, Set<KeptAction>>();
  if (cardIds.length === 0) return kept;
  const rows = await db
    .selectFrom('engage_card_action')
    .select(['card_id', 'action'])
    .where('customer_id', '=', customerId)
    .where('card_id', 'in', cardIds)
    .execute();
  for (const r of rows) kept.set(r.card_id, (kept.get(r.card_id) ?? new Set()).add(r.action));
  return kept;
}

/**
 * GET getdom: the home feed's cards and banners (at most 10 of each), as streams; each item also says
 * how many customers found it useful and what this customer answered.
 */
export async function feedFor(
  db: Db,
  customerId: string,
  locale: Locale,
  tab: string,
  now: Date,
  targeted = true,
): Promise<{ cards: FeedStream<FeedCardItem>[] }> {
  const [cards, banners] = await Promise.all([
    cardsFor(db, customerId, 'card', now, targeted),
    cardsFor(db, customerId, 'banner', now, targeted),
  ]);
  const rows = [...banners, ...cards];
  const ids = rows.map((r) => r.id);
  const [useful, own] = await Promise.all([actionCounts(db, ids, 'useful'), ownActions(db, customerId, ids)]);
  return {
    cards: rows.map((row) => {
      const kept = own.get(row.id);
      const feedback = kept?.has('useful') ? 'useful' : kept?.has('not_useful') ? 'not_useful' : null;
      return {
        ...stream(row, locale, tab),
        data: [{ ...item(row, locale), usefulCount: useful.get(row.id) ?? 0, feedback }],
      };
    }),
  };
}

/**
 * GET getDialogDom. At login: the first dialog opened at login the customer was not yet served, or none.
 * From a notification: the dialog its link names, served or not, when the customer is in its audience
 * and it is in force; none otherwise (a link outliving its dialog opens nothing).
 */
export async function dialogFor(
  db: Db,
  customerId: string,
  locale: Locale,
  now: Date,
  from: { trigger: 'login' } | { trigger: 'notification'; storyId: string } = { trigger: 'login' },
  targeted = true,
) {
  if (from.trigger === 'login') {
    const [row] = await cardsFor(db, customerId, 'dialog', now, targeted);
    return { dialog: row ? stream(row, locale, 'Wallet') : null };
  }
  const visible = await cardsForAny(db, customerId, 'dialog', now);
  if (!visible.includes(from.storyId)) return { dialog: null };
  const row = await db
    .selectFrom('engage_card as c')
    .selectAll('c')
    .where('c.id', '=', from.storyId)
    .where((eb) => eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)]))
    .executeTakeFirst();
  return { dialog: row ? stream(row, locale, 'Wallet') : null };
}

/**
 * GET getReelsDom: the reels in force for the customer (at most 10), in the bank's order, each a stream
 * whose data items are its slides (ids `<storyid>_<n>`, from 0), the reel's action on the last; with the
 * label under its cover, whether this customer watched it, and how many customers did.
 */
export async function reelsFor(
  db: Db,
  customerId: string,
  locale: Locale,
  tab: string,
  now: Date,
  targeted = true,
): Promise<{ reels: ReelStream[] }> {
  const rows = await cardsFor(db, customerId, 'reel', now, targeted);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { reels: [] };
  const [slides, views, own] = await Promise.all([
    db
      .selectFrom('engage_reel_slide')
      .selectAll()
      .where('card_id', 'in', ids)
      .orderBy('card_id')
      .orderBy('position')
      .execute(),
    actionCounts(db, ids, 'viewed'),
    ownActions(db, customerId, ids),
  ]);
  const en = locale === 'en';
  return {
    reels: rows.map((row) => {
      const ofReel = slides.filter((sl) => sl.card_id === row.id);
      const card = item(row, locale);
      return {
        streamid: row.feed_type,
        tabid: tab,
        storyid: row.id,
        title: card.title,
        description: card.body,
        seen: own.get(row.id)?.has('viewed') ?? false,
        views: views.get(row.id) ?? 0,
        data: ofReel.map((sl, i) => {
          const last = i === ofReel.length - 1;
          return {
            id: `${row.id}_${i}`,
            placement: 'reel' as const,
            type: row.card_type,
            title: en ? sl.title_en : sl.title_pt,
            body: en ? sl.body_en : sl.body_pt,
            actionLabel: last ? card.actionLabel : null,
            actionPath: last ? card.actionPath : null,
            additionalInfo: last ? card.additionalInfo : null,
          };
        }),
      };
    }),
  };
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

/** What each card action keeps, and what it takes back. The others are counted only. */
const KEEPS: Partial<Record<CardAction, { keep?: KeptAction; drop?: KeptAction }>> = {
  delete: { keep: 'delete' },
  autodelete: { keep: 'delete' },
  closeBtnClick: { keep: 'delete' },
  undodelete: { drop: 'delete' },
  served: { keep: 'served' },
  view: { keep: 'viewed' },
  carduseful: { keep: 'useful', drop: 'not_useful' },
  cardnotuseful: { keep: 'not_useful', drop: 'useful' },
};

/**
 * POST eoperations: the customer's actions on their cards. A delete (or autodelete, closeBtnClick) of
 * a card keeps it dismissed; a repeat changes nothing; undodelete brings it back; served marks a dialog
 * shown; view marks a reel watched; carduseful and cardnotuseful keep the customer's answer (the later
 * replaces the earlier). Only cards the customer can see count: a story id of someone else's card is
 * refused whole. Returns the story ids it did not know (nothing is kept then).
 */
export async function recordActions(
  db: Db,
  customerId: string,
  stats: readonly { storyid: string; action: CardAction }[],
  now: Date,
): Promise<{ unknown: string[] }> {
  const ids = [...new Set(stats.map((s) => s.storyid))];
  const known = await storiesOf(db, customerId, now);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) return { unknown };
  for (const s of stats) {
    const change = KEEPS[s.action];
    if (change?.drop) {
      await db
        .deleteFrom('engage_card_action')
        .where('customer_id', '=', customerId)
        .where('card_id', '=', s.storyid)
        .where('action', '=', change.drop)
        .execute();
    }
    if (change?.keep) {
      await db
        .insertInto('engage_card_action')
        .values({ customer_id: customerId, card_id: s.storyid, action: change.keep, at: now })
        .onConflict((oc) => oc.columns(['customer_id', 'card_id', 'action']).doNothing())
        .execute();
    }
  }
  return { unknown: [] };
}

/** The story ids of every placement the customer is in the audience of, dismissed or not. */
async function storiesOf(db: Db, customerId: string, now: Date): Promise<Set<string>> {
  const visible = await Promise.all(
    (['card', 'banner', 'dialog', 'reel'] as const).map((p) => cardsForAny(db, customerId, p, now)),
  );
  return new Set(visible.flat());
}

/** Whether the customer is in the audience of that story (a card, banner, dialog or reel), dismissed or not. */
export async function storyKnown(db: Db, customerId: string, storyId: string, now: Date): Promise<boolean> {
  return (await storiesOf(db, customerId, now)).has(storyId);
}

/** The ids of the cards of a placement the customer is in the audience of, dismissed or not. */
export async function cardsForAny(
  db: Db,
  customerId: string,
  placement: Placement,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('engage_card as c')
    .select('c.id')
    .where('c.placement', '=', placement)
    .where('c.starts_at', '<=', now)
    .where((eb) => eb.or([eb('c.audience', '!=', 'listed'), eb.exists(listedFor(db, customerId))]))
    .execute();
  return rows.map((r) => r.id);
}
