import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../../platform/database/timestamp.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TicketStatus = 'ABERTO' | 'RESPONDIDO' | 'FECHADO';

/**
 * A support chat ticket (cross-cutting.md section 3, Help and chat), owned by the customer of the bank
 * session that opened it. `origin_*` is what failed when it was opened from an error screen: the route
 * and the error code, nothing else.
 */
export interface SupportTicketTable {
  id: string;
  customer_id: string;
  subject: string;
  status: TicketStatus;
  origin_route: string | null;
  origin_code: number | null;
  rating: number | null;
  rating_comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
  rated_at: NullableTimestamp;
}

/** One message of a ticket, the customer's or the bank's, with at most one image. */
export interface SupportTicketCommentTable {
  id: string;
  ticket_id: string;
  /** Its place in the ticket's conversation (1 first), taken with the ticket locked. */
  seq: number;
  author: 'CLIENTE' | 'BANCO';
  body: string;
  file_id: string | null;
  created_at: Timestamp;
}

/**
 * A file kept by the database adapter of the file store (file-store.ts): the bytes themselves, so a
 * backup of the database holds them. `scope` names what it belongs to ("support_ticket:<id>").
 */
export interface StoredFileTable {
  id: string;
  owner_id: string;
  scope: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  /** The signed upload URL's nonce: a URL stores one file, once. */
  upload_nonce: string;
  created_at: Timestamp;
}

export interface ChatTables {
  support_ticket: SupportTicketTable;
  support_ticket_comment: SupportTicketCommentTable;
  stored_file: StoredFileTable;
}
