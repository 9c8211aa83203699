import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { Address } from '../auth/auth.table.ts';
import type { ProfileChangeKind, ProfileValue } from './profile.table.ts';

/** The customer as a profile change needs it: the contacts, the mailing address, the CPF. */
export async function findProfile(db: Executor, customerId: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'cpf', 'email', 'telefone_ddd', 'telefone_numero', 'endereco_correspondencia'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** Whether a customer (other than `customerId`, when given) has this e-mail (case aside). */
export async function emailTakenByOther(db: Executor, email: string, customerId?: string) {
  let query = db
    .selectFrom('customer')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (customerId !== undefined) query = query.where('id', '<>', customerId);
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a customer (other than `customerId`, when given) has this mobile phone: the database holds one
 * customer per phone.
 */
export async function phoneTakenByOther(db: Executor, ddd: string, numero: string, customerId?: string) {
  let query = db
    .selectFrom('customer')
    .select('id')
    .where('telefone_ddd', '=', ddd)
    .where('telefone_numero', '=', numero);
  if (customerId !== undefined) query = query.where('id', '<>', customerId);
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

export async function insertChange(
  db: Executor,
  change: {
    id: string;
    customerId: string;
    kind: ProfileChangeKind;
    oldValue: ProfileValue | null;
    newValue: ProfileValue;
    codeId: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('profile_change')
    .values({
      id: change.id,
      customer_id: change.customerId,
      kind: change.kind,
      old_value: change.oldValue === null ? null : JSON.stringify(change.oldValue),
      new_value: JSON.stringify(change.newValue),
      code_id: change.codeId,
      created_at: change.createdAt,
      expires_at: change.expiresAt,
    })
    .execute();
}

/** The customer's own change with this key, locked until the transaction ends; another's is none. */
export async function lockOwnChange(db: Executor, customerId: string, changeId: string) {
  return db
    .selectFrom('profile_change')
    .selectAll()
    .where('id', '=', changeId)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markCodeOk(db: Executor, changeId: string, now: Date): Promise<void> {
  await db.updateTable('profile_change').set({ code_ok_at: now }).where('id', '=', changeId).execute();
}

export async function recordFaceTry(db: Executor, changeId: string): Promise<void> {
  await db
    .updateTable('profile_change')
    .set({ face_tries: sql`face_tries + 1` })
    .where('id', '=', changeId)
    .execute();
}

export async function markFaceOk(db: Executor, changeId: string, requestId: string, now: Date) {
  await db
    .updateTable('profile_change')
    .set({ face_ok_at: now, face_request_id: requestId })
    .where('id', '=', changeId)
    .execute();
}

export async function markApplied(db: Executor, changeId: string, now: Date): Promise<void> {
  await db.updateTable('profile_change').set({ applied_at: now }).where('id', '=', changeId).execute();
}

export async function setEmail(db: Executor, customerId: string, email: string): Promise<void> {
  await db.updateTable('customer').set({ email }).where('id', '=', customerId).execute();
}

export async function setPhone(db: Executor, customerId: string, ddd: string, numero: string) {
  await db
    .updateTable('customer')
    .set({ telefone_ddd: ddd, telefone_numero: numero })
    .where('id', '=', customerId)
    .execute();
}

export async function setMailingAddress(db: Executor, customerId: string, address: Address) {
  await db
    .updateTable('customer')
    .set({ endereco_correspondencia: JSON.stringify(address) })
    .where('id', '=', customerId)
    .execute();
}
