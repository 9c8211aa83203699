import type { Generated } from 'kysely';
import type { Address } from '../auth/auth.table.ts';

/**
 * A debit card as the bank keeps it: the card processor's token and the last 4 digits, never the full
 * number or the CVV (they stay with the processor).
 */
export interface CardTable {
  /** chaveDeCartao. */
  id: string;
  customer_id: string;
  account_id: string;
  processor_token: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  /** The network's id: 12 ELO, 4 VISA (wallet.md section 3). */
  brand: number;
  physical: boolean;
  printed_name: string;
  /** descricaoStatusCartao, one of core/status CardStatusText. */
  status: string;
  contactless: Generated<boolean>;
  /** The card this one is a second copy of. */
  replaces_card_id: string | null;
  /** The second copy's motivo. */
  reason: string | null;
  delivery_address: Address | null;
  created_at: Date;
  status_at: Date;
  /**
   * The card's own PIN (pin-hash.ts, bound to the account id like the account PIN); null: the card's PIN
   * is its account's, kept in step (the sync-pin-cartoes paths set it back to null).
   */
  pin_hash: string | null;
  /** Wrong card PINs in a row: at 3 the card is blocked for a wrong password. */
  pin_failures: Generated<number>;
  /** A virtual card the customer deleted. */
  deleted_at: Date | null;
}

export type CardPurchaseStatus = 'AUTORIZADA' | 'LIQUIDADA' | 'ESTORNADA';

/** A purchase the card network authorised on a card, and what became of it. */
export interface CardPurchaseTable {
  id: string;
  card_id: string;
  authorisation_id: string;
  amount: string | number;
  merchant: string;
  status: CardPurchaseStatus;
  movement_id: string;
  reversal_movement_id: string | null;
  authorised_at: Date;
  settled_at: Date | null;
  reversed_at: Date | null;
}

/** A phone-wallet token of a card, as the issuer approved its provisioning. */
export interface CardWalletTokenTable {
  id: string;
  card_id: string;
  /** The token service provider: 14 ELO, 4 VISA (wallet.md section 3). */
  tsp: number;
  token_reference: string;
  last4: string;
  wallet: string;
  status: 'ACTIVE' | 'SUSPENDED' | 'DELETED';
  created_at: Date;
}

export interface CardTables {
  card: CardTable;
  card_purchase: CardPurchaseTable;
  card_wallet_token: CardWalletTokenTable;
}
