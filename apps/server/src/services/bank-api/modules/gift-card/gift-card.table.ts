import type { Generated } from 'kysely';
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
  /** The holder it was issued to (a promotion's card), and the last 4 of its number (migration 0058). */
  client_id: string | null;
  last4: string | null;
}

/** A gift-card token (autenticar/device): its hash, the session it came from, when it ends. */
export interface GiftCardTokenTable {
  id: string;
  token_hash: string;
  customer_id: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A customer registered as a gift-card holder (clientes/cartao-presente/cadastrar): gc_chaveDeCliente. */
export interface GiftCardClientTable {
  id: string;
  customer_id: string;
  account_id: string;
  printed_name: string;
  organization_unit: number;
  created_at: Timestamp;
}

/**
 * A phone sold with a gift card (the store's sale, by the phone's barcode and the buyer's CPF): offered
 * until claimed, declined or ended; the card issued from it; the device the holder confirmed it on.
 */
export interface GiftCardPromotionTable {
  barcode: string;
  buyer_cpf: string;
  amount: number;
  claim_until: Timestamp;
  offered: Generated<boolean>;
  gift_card_id: string | null;
  client_id: string | null;
  issued_at: Timestamp | null;
  device_hash: string | null;
  device_confirmed_at: Timestamp | null;
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
  gift_card_token: GiftCardTokenTable;
  gift_card_client: GiftCardClientTable;
  gift_card_promotion: GiftCardPromotionTable;
}
