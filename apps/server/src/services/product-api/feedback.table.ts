import type { Timestamp } from '../../platform/database/timestamp.ts';

/**
 * One feedback the customer sent from /feedback (cross-cutting.md section 3, Feedback payload): the type,
 * the words, and the feedBackJson's device fields; the customer comes from the bank session only.
 */
export interface FeedbackTable {
  id: string;
  customer_id: string;
  type: string;
  rating: number | null;
  message: string;
  device_id: string;
  locale: string;
  country: string;
  model: string;
  build: string;
  /** The content card the feedback is about, when it is about one. */
  card_id: string | null;
  received_at: Timestamp;
}

export interface FeedbackTables {
  customer_feedback: FeedbackTable;
}
