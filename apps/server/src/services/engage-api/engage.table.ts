import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * Where a piece of content shows: a card of the home feed, a banner on home, a dialog shown once, or a
 * reel (a short story of slides, getReelsDom).
 */
export type Placement = 'card' | 'banner' | 'dialog' | 'reel';
/** What opens a dialog: the login (once, the first not yet served), or only a notification's link. */
export type DialogTrigger = 'login' | 'notification';
/** Who sees it: every customer, those without a Pix key yet, or the customers listed for it. */
export type Audience = 'all' | 'no_pix_key' | 'listed';

/** A card of the feed (cross-cutting.md section 3: card types ec_*, feed types engagecards, ...). */
export interface EngageCardTable {
  id: string;
  placement: Placement;
  card_type: string;
  feed_type: string;
  audience: Audience;
  position: number;
  title_pt: string;
  title_en: string;
  body_pt: string;
  body_en: string;
  action_label_pt: string | null;
  action_label_en: string | null;
  /** The route the card's action opens (a banner's component path), with its additionalInfo JSON. */
  action_path: string | null;
  additional_info: string | null;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  dialog_trigger: ColumnType<DialogTrigger, DialogTrigger | undefined, DialogTrigger>;
}

/** A slide of a reel, in its order (1 to 10). */
export interface EngageReelSlideTable {
  card_id: string;
  position: number;
  title_pt: string;
  title_en: string;
  body_pt: string;
  body_en: string;
}

export interface EngageCardAudienceTable {
  card_id: string;
  customer_id: string;
}

/**
 * What a customer did with a card, once each: deleted (dismissed) it, was served the dialog, watched the
 * reel, found it useful or not useful (one of the two at most).
 */
export type KeptAction = 'delete' | 'served' | 'viewed' | 'useful' | 'not_useful';
export interface EngageCardActionTable {
  customer_id: string;
  card_id: string;
  action: KeptAction;
  at: Timestamp;
}

/** A bank event's (a movement's) kind, or STORY: a piece of the bank's content sent to the customer. */
export type NotificationKind = 'PIX_RECEIVED' | 'BOLETO_PAID' | 'BOLETO_DEPOSIT_RECEIVED' | 'STORY';

/** One of the bank's own events, or one of its stories, for the customer it concerns. */
export interface NotificationTable {
  id: string;
  customer_id: string;
  kind: NotificationKind;
  /** The movement of a bank event; null for a story. */
  movement_id: string | null;
  /** Centavos; null for a story. */
  amount: ColumnType<number | null, number | bigint | null, number | null>;
  counterparty: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** A story's card (its story id); null for a bank event. */
  story_id: string | null;
  /** Whether the story's link opens its dialog. */
  dialog_trigger: ColumnType<boolean, boolean | undefined, boolean>;
  /** The app page the story's link opens, if any. */
  open_page: string | null;
}

export interface EngageTables {
  engage_card: EngageCardTable;
  engage_card_audience: EngageCardAudienceTable;
  engage_card_action: EngageCardActionTable;
  engage_reel_slide: EngageReelSlideTable;
  notification: NotificationTable;
}
