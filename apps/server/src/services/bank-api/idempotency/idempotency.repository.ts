import { type RawBuilder, sql } from 'kysely';
import { sendWithNext } from '../../../platform/database/transaction-edges.ts';
import type { BankAnswer } from '../bank-answer.ts';
import type { Executor } from '../bank-database.ts';
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
): Promise<{
  claimed: boolean;
  guardPassed: boolean;
  session?: { id: string; customerId: string; deviceId: string | null } | null;
}> {
  // Who claims: the live session's customer, or the customer named.
  const claimant =
    'session' in claim
      ? liveSession(claim.session.tokenHash, claim.session.now)
      : sql`select null::text as id, ${claim.customerId}::text as customer_id, null::text as device_id`;
  // SQL text rather than built, as the ledger's locks are: every payment sends it
  const insert = sql`insert into "idempotency" ("customer_id", "key", "path", "request_hash", "state", "status", "answer")
    select customer_id, ${claim.key}, ${claim.path}, ${claim.requestHash}, 'in_flight', null, null from s
    on conflict ("customer_id", "key") do nothing returning "key"`;
  const { rows } = await sql<{
    session_id: string | null;
    customer_id: string | null;
    device_id: string | null;
    guard_passed: boolean;
    claimed: boolean;
  }>`
    with s as (${claimant}), ${guard ? sql`guard as (${guard}),` : sql``} claimed as (${insert})
    select (select id from s) as session_id, (select customer_id from s) as customer_id,
      (select device_id from s) as device_id,
      ${guard ? sql`exists (select 1 from guard)` : sql`true`} as guard_passed,
      exists (select 1 from claimed) as claimed`.execute(db);
  const row = rows[0];
  const result = { claimed: row?.claimed === true, guardPassed: row?.guard_passed === true };
  if (!('session' in claim)) return result;
  const session =
    row?.session_id && row.customer_id
      ? { id: row.session_id, customerId: row.customer_id, deviceId: row.device_id }
      : null;
  return { ...result, session };
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
  // the last statement of its transaction: on PostgreSQL it goes to the server with the COMMIT
  await sendWithNext(
    db,
    sql`update "idempotency" set "state" = 'done', "status" = ${answer.status}, "answer" = ${JSON.stringify(answer)},
      "completed_at" = ${now} where "customer_id" = ${customerId} and "key" = ${key}`.compile(db),
  );
}
