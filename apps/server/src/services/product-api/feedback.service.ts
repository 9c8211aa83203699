import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { takeFromBucket } from '../../platform/rate-bucket.ts';
import { FinancingError } from '../financing-api/public.ts';
import type { Db } from './product-database.ts';

/**
 * The customer's feedback (cross-cutting.md section 3, Feedback payload: feedBackJson with deviceId,
 * locale, country, model and build names, cardId, and type; section 7, POST feedBack). Every field is
 * checked here; an unknown one is refused, not dropped. The words are the customer's own and are
 * stored, never logged.
 */
export const FEEDBACK_TYPES = ['suggestion', 'problem', 'compliment'] as const;
export const FEEDBACK_MESSAGE_MAX = 1000;

/** Printable text: no control characters. */
const PRINTABLE = /^[^\p{Cc}]*$/u;
/** What a customer types: no control characters but line breaks and tabs. */
const TYPED_TEXT = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;
const printable = (max: number) =>
  z.string().trim().min(1).max(max).regex(PRINTABLE, 'não pode ter caracteres de controle');

const feedBackJson = z.strictObject({
  deviceId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/, 'deve ser o identificador do aparelho'),
  locale: z.enum(['pt-BR', 'en']),
  country: z.string().regex(/^[A-Z]{2}$/, 'deve ser o código do país (ISO 3166)'),
  model: printable(120),
  build: printable(60),
  cardId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/)
    .nullable()
    .optional(),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  message: z
    .string()
    .trim()
    .min(3)
    .max(FEEDBACK_MESSAGE_MAX)
    .regex(TYPED_TEXT, 'não pode ter caracteres de controle'),
});

export const feedbackBody = z.strictObject({
  type: z.enum(FEEDBACK_TYPES),
  feedBackJson,
});

export type FeedbackBody = z.output<typeof feedbackBody>;

/** At most 5 a customer an hour: enough to say what they mean, too few to fill the table. */
const FEEDBACK_RULE = { scope: 'feedback', capacity: 5, perMinute: 5 / 60 };

export interface StoredFeedback {
  id: string;
  type: (typeof FEEDBACK_TYPES)[number];
  rating: number | null;
  message: string;
  receivedAt: string;
}

/** Stores one feedback for the session's customer; 429 past the hourly limit (nothing stored). */
export async function storeFeedback(db: Db, customerId: string, body: FeedbackBody, now: Date) {
  const verdict = await takeFromBucket(db, FEEDBACK_RULE, customerId, now);
  if (!verdict.allowed) {
    throw new FinancingError(
      429,
      'Muitas mensagens em pouco tempo',
      `Tente de novo em ${verdict.retryAfterSeconds} s`,
    );
  }
  const f = body.feedBackJson;
  const id = randomUUID();
  await db
    .insertInto('customer_feedback')
    .values({
      id,
      customer_id: customerId,
      type: body.type,
      rating: f.rating ?? null,
      message: f.message,
      device_id: f.deviceId,
      locale: f.locale,
      country: f.country,
      model: f.model,
      build: f.build,
      card_id: f.cardId ?? null,
      received_at: now,
    })
    .execute();
  return { id, receivedAt: now.toISOString() };
}

/** The customer's own feedback, newest first (at most the last 20). */
export async function listFeedback(db: Db, customerId: string): Promise<StoredFeedback[]> {
  const rows = await db
    .selectFrom('customer_feedback')
    .select(['id', 'type', 'rating', 'message', 'received_at'])
    .where('customer_id', '=', customerId)
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as StoredFeedback['type'],
    rating: row.rating,
    message: row.message,
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}

/** One of the customer's own feedbacks: its card, if it is about one; undefined for anyone else's. */
export async function ownFeedback(db: Db, customerId: string, id: string) {
  const row = await db
    .selectFrom('customer_feedback')
    .select(['id', 'card_id'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? { id: row.id, cardId: row.card_id } : undefined;
}

/** Who gave a feedback (the owner a signed upload URL names), or undefined. */
export async function feedbackOwner(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('customer_feedback')
    .select('customer_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Where a feedback's image is kept in the file store: only its owner's. */
export const feedbackScope = (id: string) => `customer_feedback:${id}`;

/** Whether the feedback has its image already (one each). */
export async function feedbackHasImage(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_file')
    .select('id')
    .where('scope', '=', feedbackScope(id))
    .executeTakeFirst();
  return row !== undefined;
}
