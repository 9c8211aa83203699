import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';

export async function findCustomerByCpf(db: Executor, cpf: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'nome', 'password_hash', 'telefone_ddd', 'telefone_numero'])
    .where('cpf', '=', cpf)
    .executeTakeFirst();
}

/** The CPF of a customer (the financing service binds its tokens to it). */
export async function customerCpf(db: Executor, id: string): Promise<string | undefined> {
  return (await db.selectFrom('customer').select('cpf').where('id', '=', id).executeTakeFirst())?.cpf;
}

export async function findCustomerById(db: Executor, id: string) {
  return db.selectFrom('customer').select(['id', 'nome']).where('id', '=', id).executeTakeFirst();
}

export async function insertSession(
  db: Executor,
  session: { id: string; customerId: string; deviceId: string | null; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('session')
    .values({
      id: session.id,
      customer_id: session.customerId,
      device_id: session.deviceId,
      token_hash: session.tokenHash,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The live session a token hash names, as a query (a payment runs it inside its key's claim). */
export function liveSession(tokenHash: string, now: Date) {
  // SQL text rather than built: every call with a session sends it
  return sql<{
    id: string;
    customer_id: string;
    device_id: string | null;
  }>`select "id", "customer_id", "device_id"
    from "session" where "token_hash" = ${tokenHash} and "revoked_at" is null and "expires_at" > ${now}`;
}

/** The live session a token hash names, if any. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  return (await liveSession(tokenHash, now).execute(db)).rows[0];
}

/** Revokes a live session; false when it was already revoked (or never existed). */
export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks the PIN row of an account for the rest of the transaction. */
export async function lockPin(db: Executor, accountId: string) {
  return db
    .selectFrom('account_pin')
    .select(['pin_hash', 'failures'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/** Counts one wrong PIN atomically and returns the new count. */
export async function recordPinFailure(db: Executor, accountId: string): Promise<number> {
  const row = await db
    .updateTable('account_pin')
    .set({ failures: sql`failures + 1`, updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Stores a PIN's hash again in the current form (after a good check), resetting the count. */
export async function rehashPin(db: Executor, accountId: string, pinHash: string): Promise<void> {
  await db
    .updateTable('account_pin')
    .set({ pin_hash: pinHash, failures: 0, updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .execute();
}

export async function resetPinFailures(db: Executor, accountId: string): Promise<void> {
  await db
    .updateTable('account_pin')
    .set({ failures: 0, updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('failures', '>', 0)
    .execute();
}

export async function insertCustomer(
  db: Executor,
  c: {
    id: string;
    cpf: string;
    nome: string;
    apelido: string | null;
    email: string | null;
    dataNascimento: string | null;
    ddd: string | null;
    telefone: string | null;
    endereco: unknown;
    /** The mailing address, when the customer gave one apart (null or absent: none). */
    enderecoCorrespondencia?: unknown;
    passwordHash: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('customer')
    .values({
      id: c.id,
      cpf: c.cpf,
      nome: c.nome,
      apelido: c.apelido,
      email: c.email,
      data_nascimento: c.dataNascimento,
      telefone_ddd: c.ddd,
      telefone_numero: c.telefone,
      endereco: c.endereco === null ? null : JSON.stringify(c.endereco),
      endereco_correspondencia: c.enderecoCorrespondencia ? JSON.stringify(c.enderecoCorrespondencia) : null,
      password_hash: c.passwordHash,
      created_at: c.createdAt,
    })
    .execute();
}

export async function insertPin(db: Executor, accountId: string, pinHash: string): Promise<void> {
  await db.insertInto('account_pin').values({ account_id: accountId, pin_hash: pinHash }).execute();
}
