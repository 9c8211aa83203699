import { type BucketRule, takeFromBucket } from '../../../../platform/rate-bucket.ts';
import type { Executor } from '../../bank-database.ts';
import { tryLater } from './auth.errors.ts';
import { cpfKey } from './cpf-key.ts';

/** One-time codes sent per CPF and channel: 3 at once, then one every 5 minutes. */
export const OTP_BUCKET: Omit<BucketRule, 'scope'> = { capacity: 3, perMinute: 0.2 };

/**
 * Limits a call per CPF (login, sending or checking a one-time code): the CPF is counted under its
 * keyed hash in the rule's scope, alike whether it is a customer's or not. Over the limit it throws
 * 429 / 46001 with the seconds to wait (retryAfterSeconds), having changed nothing.
 */
export async function limitPerCpf(db: Executor, rule: BucketRule, cpf: string, now: Date): Promise<void> {
  const verdict = await takeFromBucket(db, rule, cpfKey(rule.scope, cpf), now);
  if (!verdict.allowed) throw tryLater(verdict.retryAfterSeconds);
}
