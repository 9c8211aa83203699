import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * What a consent is for: marketing messages (/marketOptin), push notifications (/pushOptin), or the
 * phone's location at login (/locationConsent, migration 0056).
 */
export type ConsentPurpose = 'market' | 'push' | 'location';
/** The kept states; "undecided" (cross-cutting.md section 3, Opt-in states) is no row at all. */
export type ConsentStatus = 'OPTED_IN' | 'PENDING' | 'OPTED_OUT';

export interface ConsentTable {
  customer_id: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  updated_at: Timestamp;
}

/** Every change, kept: the LGPD record of consent (Lei 13.709/2018, art. 8). */
export interface ConsentRecordTable {
  id: string;
  customer_id: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
  /** The version of the text the customer saw when deciding. */
  text_version: string;
  locale: 'pt-BR' | 'en';
  recorded_at: Timestamp;
}

export interface ConsentTables {
  consent: ConsentTable;
  consent_record: ConsentRecordTable;
}
