import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Where a piece of content shows: a card of the home feed, a banner on home, or a dialog shown once. */
export type Placement = 'card' | 'banner' | 'dialog';
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
}

export interface EngageCardAudienceTable {
  card_id: string;
  customer_id: string;
}

/** What a customer did with a card: deleted (dismissed) it, or was served the dialog. Once each. */
export interface EngageCardActionTable {
  customer_id: string;
  card_id: string;
  action: 'delete' | 'served';
  at: Timestamp;
}

export type NotificationKind = 'PIX_RECEIVED' | 'BOLETO_PAID' | 'BOLETO_DEPOSIT_RECEIVED';

/** One of the bank's own events, for the customer it concerns. */
export interface NotificationTable {
  id: string;
  customer_id: string;
  kind: NotificationKind;
  movement_id: string;
  /** Centavos. */
  amount: ColumnType<number, number | bigint, number>;
  counterparty: string | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface EngageTables {
  engage_card: EngageCardTable;
  engage_card_audience: EngageCardAudienceTable;
  engage_card_action: EngageCardActionTable;
  notification: NotificationTable;
}
