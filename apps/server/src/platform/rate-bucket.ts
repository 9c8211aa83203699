import { type Kysely, sql } from 'kysely';
import type { RateBucketTables } from './rate-bucket.table.ts';

/** A token bucket: `capacity` calls at once, refilled at `perMinute` calls a minute. */
export interface BucketRule {
  /** Names the limit (e.g. 'login', 'otp-sms'); the same subject is counted apart in each scope. */
  scope: string;
  capacity: number;
  perMinute: number;
}

export type BucketVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const MILLI = 1000;

/**
 * Takes one call from the subject's bucket in one statement (an upsert whose update only happens
 * when a whole token is there), so parallel calls can never take more than the bucket holds. The
 * subject is stored as given: pass a keyed hash (platform/keyed-hash.ts), never a CPF.
 * A refusal changes nothing and says how long until the next token.
 */
export async function takeFromBucket<DB>(
  database: Kysely<DB>,
  rule: BucketRule,
  subject: string,
  now: Date,
): Promise<BucketVerdict> {
  // The bucket's own table, whatever composition of tables the caller holds.
  const db = database as unknown as Kysely<RateBucketTables>;
  const capacity = rule.capacity * MILLI;
  // thousandths of a token gained per millisecond, times 60,000 ms: perMinute * 1000 per minute. The
  // sum is capped in float8 before it becomes an int: weeks untouched would overflow an int otherwise.
  const refilled = sql<number>`least(${capacity}::float8, rate_bucket.tokens_milli + floor(greatest(0,
    extract(epoch from (${now}::timestamptz - rate_bucket.updated_at)) * 1000) * ${rule.perMinute}::float8 / 60))::int`;
  const taken = await db
    .insertInto('rate_bucket')
    .values({ scope: rule.scope, subject, tokens_milli: capacity - MILLI, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'subject'])
        .doUpdateSet({ tokens_milli: sql`${refilled} - ${MILLI}::int`, updated_at: now })
        .where(refilled, '>=', MILLI),
    )
    .returning('tokens_milli')
    .executeTakeFirst();
  if (taken) return { allowed: true };
  const row = await db
    .selectFrom('rate_bucket')
    .select(['tokens_milli', 'updated_at'])
    .where('scope', '=', rule.scope)
    .where('subject', '=', subject)
    .executeTakeFirst();
  const elapsed = row ? Math.max(0, now.getTime() - new Date(row.updated_at).getTime()) : 0;
  const have = row ? Math.min(capacity, row.tokens_milli + (elapsed * rule.perMinute) / 60) : 0;
  const msToToken = ((MILLI - have) * 60) / rule.perMinute;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msToToken / 1000)) };
}
