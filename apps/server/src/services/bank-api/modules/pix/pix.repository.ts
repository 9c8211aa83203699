import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { type NewReceipt, newReceipt } from '../account/receipt.repository.ts';

/** The directory entry of a key with whoever holds it: an account of this bank or a sandbox institution's customer. */
export async function findKey(db: Executor, chave: string) {
  return db
    .selectFrom('pix_key')
    .leftJoin('account', 'account.id', 'pix_key.account_id')
    .leftJoin('customer', 'customer.id', 'account.customer_id')
    .leftJoin('pix_institution', 'pix_institution.ispb', 'pix_key.institution_ispb')
    .select([
      'pix_key.chave',
      'pix_key.tipo',
      'pix_key.account_id',
      'pix_key.institution_ispb',
      'pix_key.created_at',
      sql<string>`coalesce(customer.nome, pix_key.holder_name)`.as('nome'),
      sql<string>`coalesce(customer.cpf, pix_key.holder_tax_id)`.as('tax_id'),
      sql<string>`coalesce(account.agencia, pix_key.holder_agencia, '')`.as('agencia'),
      sql<string>`coalesce(account.numero, pix_key.holder_conta, '')`.as('conta'),
      'pix_institution.nome as institution_name',
    ])
    .where('pix_key.chave', '=', chave)
    .executeTakeFirst();
}

export type KeyEntry = NonNullable<Awaited<ReturnType<typeof findKey>>>;

export async function listAccountKeys(db: Executor, accountId: string) {
  return db
    .selectFrom('pix_key')
    .select(['chave', 'tipo', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('chave')
    .execute();
}

/** Locks the account row so two registrations for one account queue up (the 5-key limit holds). */
/** Whether any account of the customer has a Pix key (the feed shows some cards only to those without). */
export async function customerHasPixKey(db: Executor, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pix_key as k')
    .innerJoin('account as a', 'a.id', 'k.account_id')
    .select('k.chave')
    .where('a.customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockAccountForKeys(trx: Executor, accountId: string): Promise<void> {
  await trx.selectFrom('account').select('id').where('id', '=', accountId).forUpdate().execute();
}

export async function countAccountKeys(db: Executor, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('pix_key')
    .select(sql<number>`count(*)::int8`.as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** false when the key is already in the directory (whoever holds it). */
export async function insertAccountKey(
  trx: Executor,
  key: { chave: string; tipo: number; accountId: string; at: Date },
): Promise<boolean> {
  const rows = await trx
    .insertInto('pix_key')
    .values({ chave: key.chave, tipo: key.tipo, account_id: key.accountId, created_at: key.at })
    .onConflict((oc) => oc.column('chave').doNothing())
    .returning('chave')
    .execute();
  return rows.length === 1;
}

export async function deleteAccountKey(trx: Executor, accountId: string, chave: string): Promise<boolean> {
  const rows = await trx
    .deleteFrom('pix_key')
    .where('chave', '=', chave)
    .where('account_id', '=', accountId)
    .returning('chave')
    .execute();
  return rows.length === 1;
}

export async function replaceToken(
  trx: Executor,
  token: { id: string; accountId: string; chave: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await trx
    .updateTable('pix_key_token')
    .set({ used_at: token.at })
    .where('account_id', '=', token.accountId)
    .where('chave', '=', token.chave)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('pix_key_token')
    .values({
      id: token.id,
      account_id: token.accountId,
      chave: token.chave,
      code_hash: token.codeHash,
      expires_at: token.expiresAt,
      created_at: token.at,
    })
    .execute();
}

/** The live token for this account and key, locked. */
export async function lockLiveToken(trx: Executor, accountId: string, chave: string, now: Date) {
  return trx
    .selectFrom('pix_key_token')
    .select(['id', 'code_hash', 'attempts'])
    .where('account_id', '=', accountId)
    .where('chave', '=', chave)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordTokenAttempt(trx: Executor, id: string): Promise<void> {
  await trx.updateTable('pix_key_token').set({ attempts: sql`attempts + 1` }).where('id', '=', id).execute();
}

export async function useToken(trx: Executor, id: string, at: Date): Promise<void> {
  await trx.updateTable('pix_key_token').set({ used_at: at }).where('id', '=', id).execute();
}

export interface NewPixPayment {
  movementId: string;
  endToEnd: string;
  chave: string | null;
  ispb: string | null;
  at: Date;
  returnsMovementId?: string;
  returnReason?: number;
}

/** SQL text rather than built: every Pix payment sends it, in its movement's statement. */
function pixPaymentInsert(p: NewPixPayment) {
  return sql`insert into "pix_payment" ("movement_id", "end_to_end", "chave", "institution_ispb",
      "returns_movement_id", "return_reason", "created_at")
    values (${p.movementId}, ${p.endToEnd}, ${p.chave}, ${p.ispb}, ${p.returnsMovementId ?? null},
      ${p.returnReason ?? null}, ${p.at})`;
}

export async function insertPixPayment(trx: Executor, p: NewPixPayment): Promise<void> {
  await pixPaymentInsert(p).execute(trx);
}

/**
 * The Pix row and the receipt of a payment, written in its movement's statement (postMovement's
 * `alongside`, a payment's round trips count); the receipt's id and authentication code are made here.
 */
export function pixPaymentWithReceipt(
  db: Executor,
  p: Omit<NewPixPayment, 'movementId' | 'at'>,
  receipt: Omit<NewReceipt, 'movementId' | 'at'>,
) {
  const { id, authentication, insert } = newReceipt(receipt);
  const alongside = (movement: { id: string; at: Date }) => [
    pixPaymentInsert({ ...p, movementId: movement.id, at: movement.at }),
    insert(db, movement),
  ];
  return { id, authentication, alongside };
}

/** A sandbox institution by its ISPB (8 digits) or its bank code (3 digits). */
export async function findInstitution(db: Executor, codigoOuIspb: string) {
  return db
    .selectFrom('pix_institution')
    .select(['ispb', 'nome', 'codigo'])
    .where((eb) => eb.or([eb('ispb', '=', codigoOuIspb), eb('codigo', '=', codigoOuIspb)]))
    .executeTakeFirst();
}

/** A sandbox institution's customer account, as its keys in the directory describe it. */
export async function findInstitutionAccount(db: Executor, ispb: string, agencia: string, conta: string) {
  return db
    .selectFrom('pix_key')
    .select(['holder_name', 'holder_tax_id'])
    .where('institution_ispb', '=', ispb)
    .where('holder_agencia', '=', agencia)
    .where('holder_conta', '=', conta)
    .limit(1)
    .executeTakeFirst();
}
