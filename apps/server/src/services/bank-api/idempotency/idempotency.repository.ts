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
 * same key, this waits for it to finish; then it returns false if that one committed.
 */
export async function claimKey(db: Executor, claim: IdempotencyClaim): Promise<boolean> {
  const row = await db
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
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
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
