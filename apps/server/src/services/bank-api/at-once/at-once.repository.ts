import { type RawBuilder, sql } from 'kysely';
import type { BankAnswer } from '../bank-answer.ts';
import type { Executor } from '../bank-database.ts';
import type { SessionClaim } from '../idempotency/idempotency.repository.ts';
import { liveSession } from '../modules/auth/auth.repository.ts';
import { deviceNewForPix } from '../modules/device/device.repository.ts';

/** The database's word for "not here: run it step by step" (migration 0031). */
const STEP_BY_STEP = 'CF001';

/**
 * The database functions that do a payment at once (migration 0031), each called through its
 * `<name>_or_refused` (migration 0067), which answers a refusal for the balance in the same call.
 */
export type AtOnceFunction = 'pix_send_to_key_at_once' | 'transfer_at_once';

/**
 * One call of a payment's database function with `values` (its jsonb), in one statement with the
 * claim's live session and the gateway's nonce claim (`guard`) as its CTEs. Answers the stored answer
 * of a payment that went through or that the balance refused, or why it did not: the database's word (a refusal or a case it does
 * not cover), or `error <code>` for any other error; nothing it did is kept then.
 */
export async function payAtOnce(
  db: Executor,
  fn: AtOnceFunction,
  values: Record<string, unknown>,
  session: SessionClaim['session'],
  guard: RawBuilder<unknown> | undefined,
): Promise<{ answer: BankAnswer } | { stepByStep: string }> {
  try {
    const { rows } = await sql<{ answer: BankAnswer | null }>`
      with s as (${
        fn === 'pix_send_to_key_at_once'
          ? // a device new for Pix is held to its limits on the step-by-step path (IN BCB 491/2024)
            sql`select * from (${liveSession(session.tokenHash, session.now)}) as "session" where not ${deviceNewForPix(session.now)}`
          : liveSession(session.tokenHash, session.now)
      })${guard ? sql`, guard as (${guard})` : sql``}
      select ${sql.id(`${fn}_or_refused`)}(${JSON.stringify(values)}::jsonb, (select customer_id from s),
        ${guard ? sql`exists (select 1 from guard)` : sql`true`}) as answer`.execute(db);
    const answer = rows[0]?.answer;
    return answer ? { answer } : { stepByStep: 'no answer' };
  } catch (err) {
    const { code, message } = err as { code?: string; message?: string };
    return { stepByStep: code === STEP_BY_STEP ? String(message) : `error ${code ?? 'unknown'}` };
  }
}
