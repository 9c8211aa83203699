import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../../tables.ts';
import type { BankAnswer } from '../bank-answer.ts';

export interface IdempotencyClaim {
  customerId: string;
  key: string;
  path: string;
  requestHash: string;
}

/**
 * Inserts the in-flight row. On PostgreSQL, while another transaction holds an uncommitted row with the
 * same key, this waits for it to finish; then `claimed` is false if that one committed. With `guard`, a
 * data-modifying statement that returns a row when it passes (the gateway's nonce insert), both run as
 * one statement: `guardPassed` says whether it returned one.
 */
export async function claimKey(
  db: Executor,
  claim: IdempotencyClaim,
  guard?: RawBuilder<unknown>,
): Promise<{ claimed: boolean; guardPassed: boolean }> {
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
