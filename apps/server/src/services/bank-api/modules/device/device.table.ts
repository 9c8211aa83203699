import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../ledger/ledger.table.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A device the customer logs in from (migration 0038): trusted once confirmed, new for Pix until registered. */
export interface DeviceTable {
  id: string;
  customer_id: string;
  /** SHA-256 of the id the app sends (metadados type 12); the id itself is never stored. */
  device_hash: string;
  /** metadados type 1: "web" in a browser, "android" in the app shell. */
  tipo: string;
  /** metadados type 2. */
  modelo: string;
  /**
   * app/login type 1: the barcode the maker's app reads off its own phone (its serial, printed on the
   * box and label); none on a phone of another maker or in a browser (migration 0056).
   */
  barcode: Nullable<string>;
  trusted_at: Timestamp;
  /** From when Pix from it is no longer held to the new-device limits (decision 0018). */
  pix_registered_at: Timestamp;
  last_used_at: Timestamp;
  /** The last login's place, only while the customer consents to location (app/login types 8 and 9). */
  latitude: Nullable<number>;
  longitude: Nullable<number>;
  /** The São Paulo day (YYYY-MM-DD) pix_day_spent counts. */
  pix_day: Nullable<string>;
  /** Centavos of Pix sent from it on pix_day while it was new for Pix. */
  pix_day_spent: Generated<number>;
  removed_at: Nullable<Date>;
}

/** A login from a device not yet trusted, waiting for the code sent to the registered phone. */
export interface DeviceChallengeTable {
  id: string;
  customer_id: string;
  /** SHA-256 of the challenge key handed to the app; the key itself is never stored. */
  challenge_hash: string;
  device_hash: string;
  tipo: string;
  modelo: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface DeviceTables {
  device: DeviceTable;
  device_challenge: DeviceChallengeTable;
}
