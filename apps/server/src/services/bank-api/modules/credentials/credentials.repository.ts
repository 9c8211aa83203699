import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { CodePurpose } from './credentials.table.ts';

/**
 * Serialises the credential work on one CPF key until the transaction ends, so parallel requests
 * cannot pass a limit between a count and a write.
 */
export async function lockCpfKey(db: Executor, cpfKey: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${cpfKey}, 0))`.execute(db);
}

/** The customer behind a CPF, with what the credential paths need. */
export async function findCustomerByCpf(db: Executor, cpf: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'cpf', 'password_hash', 'email', 'telefone_ddd', 'telefone_numero'])
    .where('cpf', '=', cpf)
    .executeTakeFirst();
}

export async function findCustomerById(db: Executor, customerId: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'cpf', 'password_hash', 'email', 'telefone_ddd', 'telefone_numero'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** How many codes this CPF key got for this purpose since `since`, and when the last one was made. */
export async function recentCodes(db: Executor, cpfKey: string, purpose: CodePurpose, since: Date) {
  const row = await db
    .selectFrom('credential_code')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('created_at').as('last')])
    .where('cpf_key', '=', cpfKey)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), last: row.last ? new Date(row.last) : null };
}

export async function insertCode(
  db: Executor,
  code: {
    id: string;
    purpose: CodePurpose;
    cpfKey: string;
    customerId: string | null;
    channel: 'sms' | 'email';
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('credential_code')
    .values({
      id: code.id,
      purpose: code.purpose,
      cpf_key: code.cpfKey,
      customer_id: code.customerId,
      channel: code.channel,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/**
 * The newest code of this CPF key and purpose, locked, when it can still be used: not spent, not
 * expired, tries left. An older code stops counting once a newer one is sent.
 */
export async function lockNewestCode(
  db: Executor,
  cpfKey: string,
  purpose: CodePurpose,
  now: Date,
  maxTries: number,
) {
  const newest = await db
    .selectFrom('credential_code')
    .select(['id', 'customer_id', 'code_hash', 'tries', 'expires_at', 'used_at'])
    .where('cpf_key', '=', cpfKey)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!newest || newest.used_at !== null || newest.tries >= maxTries) return undefined;
  if (new Date(newest.expires_at).getTime() <= now.getTime()) return undefined;
  return newest;
}

export async function recordCodeTry(db: Executor, codeId: string): Promise<void> {
  await db.updateTable('credential_code').set({ tries: sql`tries + 1` }).where('id', '=', codeId).execute();
}

export async function spendCode(db: Executor, codeId: string, now: Date): Promise<void> {
  await db.updateTable('credential_code').set({ used_at: now }).where('id', '=', codeId).execute();
}

export async function insertAttempt(
  db: Executor,
  attempt: {
    at: Date;
    action: string;
    cpfKey: string;
    customerId: string | null;
    channel?: string;
    outcome: string;
  },
): Promise<void> {
  await db
    .insertInto('credential_attempt')
    .values({
      at: attempt.at,
      action: attempt.action,
      cpf_key: attempt.cpfKey,
      customer_id: attempt.customerId,
      channel: attempt.channel ?? null,
      outcome: attempt.outcome,
    })
    .execute();
}

/** Attempts of this CPF key with one of these outcomes since `since` (any action). */
export async function countOutcomes(db: Executor, cpfKey: string, outcome: string, since: Date) {
  const row = await db
    .selectFrom('credential_attempt')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('cpf_key', '=', cpfKey)
    .where('outcome', '=', outcome)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setPasswordHash(db: Executor, customerId: string, hash: string): Promise<void> {
  await db.updateTable('customer').set({ password_hash: hash }).where('id', '=', customerId).execute();
}

/** Ends the customer's live sessions, all of them or all but one. */
export async function revokeSessions(
  db: Executor,
  customerId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/** A new PIN for the account; its wrong-try count goes back to 0, which also lifts a PIN block. */
export async function replacePin(db: Executor, accountId: string, pinHash: string): Promise<void> {
  await db
    .updateTable('account_pin')
    .set({ pin_hash: pinHash, failures: 0, updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .execute();
}
