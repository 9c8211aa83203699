import { sql, type Updateable } from 'kysely';
import { emailTakenByOther, findCustomerByCpf } from '../bank-api/public.ts';
import type { CodePurpose, OnboardingTable } from './onboarding.table.ts';
import type { Executor } from './onboarding-database.ts';

export type OnboardingRow = Awaited<ReturnType<typeof findOnboardingById>> & {};

/** The birth date as YYYY-MM-DD (a date column would come back as a Date at midnight UTC). */
const birthDate = sql<string>`to_char(data_nascimento, 'YYYY-MM-DD')`.as('data_nascimento');

const COLUMNS = [
  'id',
  'cpf',
  'nome',
  'apelido',
  'email',
  'telefone_ddd',
  'telefone_numero',
  'phone_verified_at',
  'password_hash',
  'user_created_at',
  'person',
  'address',
  'mailing_address',
  'document',
  'selfie',
  'selfie_failures',
  'terms_signed_at',
  'customer_id',
  'analysis_stage',
  'analysis_due_at',
  'analysis_attempts',
  'analysis_verdict',
  'analysis_told_at',
  'email_verified_at',
  'created_at',
  'updated_at',
] as const;

export async function findOnboardingById(db: Executor, id: string) {
  return db
    .selectFrom('onboarding')
    .select(COLUMNS)
    .select(birthDate)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findOnboardingByCpf(db: Executor, cpf: string) {
  return db
    .selectFrom('onboarding')
    .select(COLUMNS)
    .select(birthDate)
    .where('cpf', '=', cpf)
    .executeTakeFirst();
}

/** Locks the onboarding row for the rest of the transaction. */
export async function lockOnboarding(db: Executor, id: string) {
  return db
    .selectFrom('onboarding')
    .select(COLUMNS)
    .select(birthDate)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertOnboarding(
  db: Executor,
  row: { id: string; cpf: string; nome: string; apelido: string; dataNascimento: string; now: Date },
): Promise<void> {
  await db
    .insertInto('onboarding')
    .values({
      id: row.id,
      cpf: row.cpf,
      nome: row.nome,
      apelido: row.apelido,
      data_nascimento: row.dataNascimento,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateOnboarding(
  db: Executor,
  id: string,
  patch: Updateable<OnboardingTable>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('onboarding')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether a customer or another onboarding already uses this e-mail (compared without case). */
export async function emailTaken(db: Executor, email: string, exceptOnboardingId: string): Promise<boolean> {
  if (await emailTakenByOther(db, email)) return true;
  const other = await db
    .selectFrom('onboarding')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', exceptOnboardingId)
    .where('customer_id', 'is', null)
    .executeTakeFirst();
  return other !== undefined;
}

/** The customer who holds this CPF, if one does. */
export async function customerIdByCpf(db: Executor, cpf: string): Promise<string | undefined> {
  return (await findCustomerByCpf(db, cpf))?.id;
}

// Tokens

export async function insertToken(
  db: Executor,
  token: { hash: string; onboardingId: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('onboarding_token')
    .values({
      token_hash: token.hash,
      onboarding_id: token.onboardingId,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function findLiveToken(db: Executor, hash: string, now: Date) {
  return db
    .selectFrom('onboarding_token')
    .select(['token_hash', 'onboarding_id'])
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function bindToken(db: Executor, hash: string, onboardingId: string): Promise<void> {
  await db
    .updateTable('onboarding_token')
    .set({ onboarding_id: onboardingId })
    .where('token_hash', '=', hash)
    .execute();
}

export async function purgeExpiredTokens(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('onboarding_token').where('expires_at', '<=', now).execute();
}

// One-time codes

export async function insertCode(
  db: Executor,
  code: {
    id: string;
    onboardingId: string;
    purpose: CodePurpose;
    codeHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('onboarding_code')
    .values({
      id: code.id,
      onboarding_id: code.onboardingId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      sent_at: code.now,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The latest code of a purpose, locked for the rest of the transaction. */
export async function latestCode(db: Executor, onboardingId: string, purpose: CodePurpose) {
  return db
    .selectFrom('onboarding_code')
    .select(['id', 'code_hash', 'attempts', 'sent_at', 'expires_at', 'used_at'])
    .where('onboarding_id', '=', onboardingId)
    .where('purpose', '=', purpose)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countAttempt(db: Executor, codeId: string): Promise<void> {
  await db
    .updateTable('onboarding_code')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', codeId)
    .execute();
}

export async function markCodeUsed(db: Executor, codeId: string, now: Date): Promise<void> {
  await db.updateTable('onboarding_code').set({ used_at: now }).where('id', '=', codeId).execute();
}

/** The next account base number (7 digits) from the database's sequence. */
export async function nextAccountBase(db: Executor): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('account_number_seq')::text as n`.execute(db);
  const n = rows[0]?.n;
  if (!n) throw new Error('account number sequence gave nothing');
  return n.padStart(7, '0');
}
