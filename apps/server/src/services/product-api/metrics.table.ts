import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../platform/database/timestamp.ts';

/** One accepted metrics event; the customer comes from the bank session, never from the payload. */
export interface ProductMetricTable {
  id: string;
  customer_id: string;
  category: string;
  event_type: string;
  /** The device's clock when the event happened (the event's `time`). */
  client_time: Timestamp;
  timezone_offset: number;
  /** jsonb: the event's validated fields, without the account and client keys. */
  payload: ColumnType<Record<string, unknown>, string, never>;
  received_at: Timestamp;
}

/** One accepted app log record (cross-cutting.md section 3, Log record). */
export interface AppLogTable {
  id: string;
  customer_id: string;
  category: string;
  loglevel: number;
  logs: string;
  component: string;
  event_time: Timestamp;
  event_time_string: string;
  webview_version: string;
  received_at: Timestamp;
}

export interface MetricsTables {
  product_metric: ProductMetricTable;
  app_log: AppLogTable;
}
