import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../../tables.ts';
import type { BankAnswer } from '../bank-answer.ts';
import { liveSession } from '../modules/auth/auth.repository.ts';

export interface IdempotencyClaim {
  customerId: string;
  key: string;
  path: string;
  requestHash: string;
}

/** A claim whose customer is the one of the live session a token hash names, looked up in the claim. */
export interface SessionClaim extends Omit<IdempotencyClaim, 'customerId'> {
  session: { tokenHash: string; now: Date };
}

/**
 * Inserts the in-flight row. On PostgreSQL, while another transaction holds an uncommitted row with the
 * same key, this waits for it to finish; then `claimed` is false if that one committed. With `guard`, a
 * data-modifying statement that returns a row when it passes (the gateway's nonce insert), both run as
 * one statement: `guardPassed` says whether it returned one. A SessionClaim looks its session up in the
 * same statement and claims nothing without one: `session` is then null (and the caller rolls back
 * whatever the guard inserted).
 */
export async function claimKey(
  db: Executor,
  claim: IdempotencyClaim | SessionClaim,
  guard?: RawBuilder<unknown>,
): Promise<{ claimed: boolean; guardPassed: boolean; session?: { id: string; customerId: string } | null }> {
  const columns = ['customer_id', 'key', 'path', 'request_hash', 'state', 'status', 'answer'] as const;
  if ('session' in claim) {
    const live = liveSession(db, claim.session.tokenHash, claim.session.now);
    const insert = db
      .insertInto('idempotency')
      .columns(columns)
      .expression(
        sql`select customer_id, ${claim.key}, ${claim.path}, ${claim.requestHash}, 'in_flight', null, null from s`,
      )
      .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
      .returning('key');
    const { rows } = await sql<{
      session_id: string | null;
      customer_id: string | null;
      guard_passed: boolean;
      claimed: boolean;
    }>`
      with s as (${live}), ${guard ? sql`guard as (${guard}),` : sql``} claimed as (${insert})
      select (select id from s) as session_id, (select customer_id from s) as customer_id,
        ${guard ? sql`exists (select 1 from guard)` : sql`true`} as guard_passed,
        exists (select 1 from claimed) as claimed`.execute(db);
    const row = rows[0];
    const session =
      row?.session_id && row.customer_id ? { id: row.session_id, customerId: row.customer_id } : null;
    return { claimed: row?.claimed === true, guardPassed: row?.guard_passed === true, session };
  }
  const insert = db
    .insertInto('idempotency')
    .values({
      customer_id: claim.customerId,
      key: claim.key,
      path: claim.path,
      request_hash: claim.requestHash,
      state: 'in_flight',
      status: null,
      answer: null,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
    .returning('key');
  if (!guard) return { claimed: (await insert.executeTakeFirst()) !== undefined, guardPassed: true };
  const { rows } = await sql<{ guard_passed: boolean; claimed: boolean }>`
    with guard as (${guard}), claimed as (${insert})
    select exists (select 1 from guard) as guard_passed, exists (select 1 from claimed) as claimed`.execute(
    db,
  );
  const row = rows[0];
  return { claimed: row?.claimed === true, guardPassed: row?.guard_passed === true };
}

export async function findKey(db: Executor, customerId: string, key: string) {
  return db
    .selectFrom('idempotency')
    .select(['path', 'request_hash', 'state', 'status', 'answer'])
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function completeKey(
  db: Executor,
  customerId: string,
  key: string,
  answer: BankAnswer,
  now: Date,
): Promise<void> {
  await db
    .updateTable('idempotency')
    .set({ state: 'done', status: answer.status, answer: JSON.stringify(answer), completed_at: now })
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .execute();
}
