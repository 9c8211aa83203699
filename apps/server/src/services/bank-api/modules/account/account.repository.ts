import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';

/** The columns of an AccountRow: `account` joined with its `customer`. */
export const accountColumns = [
  'account.id',
  'account.customer_id',
  'account.agencia',
  'account.numero',
  'account.descricao',
  'account.tipo',
  'account.status',
  'account.opened_at',
  'customer.nome',
  'customer.cpf',
] as const;

export type AccountRow = Awaited<ReturnType<typeof listCustomerAccounts>>[number];

export async function listCustomerAccounts(db: Executor, customerId: string) {
  return db
    .selectFrom('account')
    .innerJoin('customer', 'customer.id', 'account.customer_id')
    .select(accountColumns)
    .where('account.customer_id', '=', customerId)
    .where('account.kind', '=', 'customer')
    .orderBy('account.opened_at')
    .orderBy('account.id')
    .execute();
}

/**
 * The account when it belongs to this customer; undefined otherwise, whether it does not exist or is
 * someone else's (the caller answers both the same way).
 */
export async function findOwnedAccount(db: Executor, customerId: string, accountId: string) {
  return db
    .selectFrom('account')
    .innerJoin('customer', 'customer.id', 'account.customer_id')
    .select(accountColumns)
    .where('account.id', '=', accountId)
    .where('account.customer_id', '=', customerId)
    .where('account.kind', '=', 'customer')
    .executeTakeFirst();
}

export async function findAccountByNumber(db: Executor, agencia: string, numero: string) {
  return db
    .selectFrom('account')
    .innerJoin('customer', 'customer.id', 'account.customer_id')
    .select(accountColumns)
    .where('account.agencia', '=', agencia)
    .where('account.numero', '=', numero)
    .where('account.kind', '=', 'customer')
    .where('account.status', '=', 1)
    .executeTakeFirst();
}

export async function readBalance(db: Executor, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function findCustomer(db: Executor, customerId: string) {
  return db
    .selectFrom('customer')
    .select([
      'id',
      'cpf',
      'nome',
      'apelido',
      'email',
      sql<string | null>`to_char(data_nascimento, 'YYYY-MM-DD')`.as('data_nascimento'),
      'telefone_ddd',
      'telefone_numero',
      'endereco',
      'endereco_correspondencia',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/** An active customer account by its id, with its holder. */
export async function findCustomerAccount(db: Executor, accountId: string) {
  return db
    .selectFrom('account')
    .innerJoin('customer', 'customer.id', 'account.customer_id')
    .select(accountColumns)
    .where('account.id', '=', accountId)
    .where('account.kind', '=', 'customer')
    .where('account.status', '=', 1)
    .executeTakeFirst();
}
