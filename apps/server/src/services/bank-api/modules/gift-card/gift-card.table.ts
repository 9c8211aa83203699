import type { Timestamp } from '../ledger/ledger.table.ts';

/** A gift card the treasury issued: its code kept only as a hash, its amount in centavos, its redemption. */
export interface GiftCardTable {
  id: string;
  code_hash: string;
  amount: number;
  expires_at: Timestamp;
  redeemed_account_id: string | null;
  redeemed_movement_id: string | null;
  redeemed_at: Timestamp | null;
  created_at: Timestamp;
}

/** One redeem attempt: wrong codes in a row lock the customer out for a while. */
export interface GiftCardAttemptTable {
  id: string;
  customer_id: string;
  succeeded: boolean;
  at: Timestamp;
}

export interface GiftCardTables {
  gift_card: GiftCardTable;
  gift_card_attempt: GiftCardAttemptTable;
}
