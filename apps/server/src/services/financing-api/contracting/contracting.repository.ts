import type { Selectable, Updateable } from 'kysely';
import type { FinancingContractingTable } from '../financing.table.ts';
import type { Executor } from '../financing-database.ts';
import { FINAL_STATUSES } from './contracting-status.ts';

export type ContractingRow = Selectable<FinancingContractingTable>;
export type ContractingPatch = Updateable<FinancingContractingTable>;

const FINAL = [...FINAL_STATUSES];

export async function insertContracting(
  db: Executor,
  row: { id: string; customerId: string; storeId: string; storeUserId: string; status: string; now: Date },
): Promise<void> {
  await db
    .insertInto('financing_contracting')
    .values({
      id: row.id,
      customer_id: row.customerId,
      store_id: row.storeId,
      store_user_id: row.storeUserId,
      status: row.status,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export function findOpenContracting(db: Executor, customerId: string) {
  return db
    .selectFrom('financing_contracting')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', 'not in', FINAL)
    .executeTakeFirst();
}

/** Whether this contracting is the customer's (the product backend's metrics name one). */
export async function ownsContracting(db: Executor, customerId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('financing_contracting')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The customer's contracting, locked until the transaction ends; undefined for anyone else's. */
export function lockContracting(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('financing_contracting')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export function findContractingById(db: Executor, id: string) {
  return db.selectFrom('financing_contracting').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listContractings(db: Executor, customerId: string, storeId: string) {
  return db
    .selectFrom('financing_contracting')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function updateContracting(
  db: Executor,
  id: string,
  patch: ContractingPatch,
  now: Date,
): Promise<ContractingRow> {
  return db
    .updateTable('financing_contracting')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A JSON value for a jsonb column. */
export const json = (value: unknown): string => JSON.stringify(value);
