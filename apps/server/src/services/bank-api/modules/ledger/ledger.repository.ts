import { sql } from 'kysely';
import type { Executor } from '../../../../platform/database/schema.ts';

export type LockedAccount = Awaited<ReturnType<typeof lockAccounts>>[number];

/** Locks the accounts, always in id order, so two movements over the same accounts never deadlock. */
export async function lockAccounts(trx: Executor, ids: readonly string[]) {
  return trx
    .selectFrom('account')
    .select(['id', 'kind', 'balance', 'allow_negative', 'status'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertMovement(
  trx: Executor,
  movement: {
    id: string;
    kind: string;
    typeId: number;
    description: string | null;
    customerId: string | null;
    idempotencyKey: string | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('movement')
    .values({
      id: movement.id,
      kind: movement.kind,
      type_id: movement.typeId,
      description: movement.description,
      customer_id: movement.customerId,
      idempotency_key: movement.idempotencyKey,
      created_at: movement.at,
    })
    .execute();
}

export async function insertPostings(
  trx: Executor,
  postings: ReadonlyArray<{
    movementId: string;
    accountId: string;
    amount: number;
    counterpartyName: string | null;
    description: string | null;
    at: Date;
  }>,
): Promise<void> {
  await trx
    .insertInto('posting')
    .values(
      postings.map((p) => ({
        movement_id: p.movementId,
        account_id: p.accountId,
        amount: p.amount,
        counterparty_name: p.counterpartyName,
        description: p.description,
        created_at: p.at,
      })),
    )
    .execute();
}

/**
 * Adds each leg's amount to its account's balance in one statement; returns the new balances. The
 * caller holds the accounts' locks (lockAccounts), so the order the rows are written in cannot deadlock.
 */
export async function addToBalances(
  trx: Executor,
  legs: ReadonlyArray<{ accountId: string; amount: number }>,
): Promise<Map<string, number>> {
  const values = sql.join(legs.map((l) => sql`(${l.accountId}::text, ${l.amount}::int8)`));
  const { rows } = await sql<{ id: string; balance: string | number }>`
    update account set balance = account.balance + v.amount
    from (values ${values}) as v(id, amount)
    where account.id = v.id
    returning account.id, account.balance`.execute(trx);
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
}

export async function insertAccount(
  trx: Executor,
  account: {
    id: string;
    kind: 'customer' | 'system';
    customerId: string | null;
    code: string | null;
    agencia: string | null;
    numero: string | null;
    descricao: string;
    allowNegative: boolean;
    openedAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('account')
    .values({
      id: account.id,
      kind: account.kind,
      customer_id: account.customerId,
      code: account.code,
      agencia: account.agencia,
      numero: account.numero,
      descricao: account.descricao,
      allow_negative: account.allowNegative,
      opened_at: account.openedAt,
    })
    .execute();
}

export async function findSystemAccount(db: Executor, code: string) {
  return db.selectFrom('account').select(['id']).where('code', '=', code).executeTakeFirst();
}

/** Audit figures: every balance against its postings, and the grand total. */
export async function ledgerAudit(db: Executor) {
  const mismatched = await db
    .selectFrom('account')
    .leftJoin('posting', 'posting.account_id', 'account.id')
    .select([
      'account.id',
      'account.balance',
      sql<number>`coalesce(sum(posting.amount), 0)::int8`.as('posted'),
    ])
    .groupBy(['account.id', 'account.balance'])
    .having(sql<boolean>`account.balance <> coalesce(sum(posting.amount), 0)`)
    .execute();
  const totals = await db
    .selectFrom('account')
    .select([
      sql<number>`coalesce(sum(balance), 0)::int8`.as('total'),
      sql<number>`count(*) filter (where kind = 'customer' and balance < 0)::int8`.as('negative'),
    ])
    .executeTakeFirstOrThrow();
  return { mismatched, total: totals.total, negativeCustomerAccounts: totals.negative };
}
