import type { Centavos } from '@carteira/core/money';
import { type OperationNodeSource, sql } from 'kysely';
import { sendWithNext } from '../../../../platform/database/transaction-edges.ts';
import type { Executor } from '../../bank-database.ts';
import type { AccountKind } from './ledger.table.ts';

/** An account row as a movement locks it. */
export interface LockedAccount {
  id: string;
  kind: AccountKind;
  balance: Centavos;
  allow_negative: boolean;
  status: number;
}

// Written as SQL text rather than built: a payment sends these on every call, and building them was a
// measurable share of its server time (docs/performance.md).
const LOCKED_COLUMNS = sql.raw('"id", "kind", "balance", "allow_negative", "status"');

/** Locks the accounts, always in id order, so two movements over the same accounts never deadlock. */
export async function lockAccounts(trx: Executor, ids: readonly string[]): Promise<LockedAccount[]> {
  const { rows } = await sql<LockedAccount>`select ${LOCKED_COLUMNS} from "account"
    where "id" in (${sql.join(ids)}) order by "id" for update`.execute(trx);
  return rows;
}

/**
 * A PIN-authorised payment's locks in one statement (decision 0011): the PIN row of `pinAccountId`
 * first, then the accounts in id order, as checkAccountPin followed by lockAccounts would take them.
 * The PIN row is read by sub-selects of the select list, which PostgreSQL evaluates as it reads the
 * first account row, before the rows above it are locked; a test holds the PIN row from another
 * connection and finds the accounts still free. Both rows come back at their latest committed version.
 * The PIN comes back on the account rows, so at least one account must exist (the payer's always does).
 */
export async function lockPinAndAccounts(trx: Executor, pinAccountId: string, ids: readonly string[]) {
  const { rows } = await sql<LockedAccount & { pin_hash: string | null; pin_failures: number | null }>`
    with "pin" as (select "pin_hash", "failures" from "account_pin" where "account_id" = ${pinAccountId} for update)
    select ${LOCKED_COLUMNS}, (select "pin_hash" from "pin") as "pin_hash", (select "failures" from "pin") as "pin_failures"
      from "account" where "id" in (${sql.join(ids)}) order by "id" for update`.execute(trx);
  const first = rows[0];
  const pin =
    first?.pin_hash != null && first.pin_failures != null
      ? { pin_hash: first.pin_hash, failures: first.pin_failures }
      : undefined;
  const accounts = rows.map(({ pin_hash: _hash, pin_failures: _failures, ...account }) => account);
  return { pin, accounts };
}

export interface MovementRow {
  id: string;
  kind: string;
  typeId: number;
  description: string | null;
  customerId: string | null;
  idempotencyKey: string | null;
  at: Date;
}

export interface PostingRow {
  accountId: string;
  /** Signed centavos. */
  amount: Centavos;
  counterpartyName: string | null;
  description: string | null;
}

/**
 * Writes a movement, its postings (stamped with the movement's time) and each account's new balance in
 * ONE statement, through the database's ledger_write_movement (migration 0030: the one way a movement is
 * written, which a payment done in one database call uses too). Sent WITH_NEXT: on PostgreSQL it costs
 * no round trip of its own, and an error it meets is that of the transaction's next statement or COMMIT.
 * The caller holds the accounts' locks (lockAccounts), so the order the balance rows are written in
 * cannot deadlock; the postings' foreign key and the deferred balanced-movement trigger check the result.
 * `alongside` are data-modifying statements (kysely query builders or sql fragments) written as CTEs of
 * the same statement, such as the movement's receipt: their foreign keys to the movement are checked at
 * the statement's end, once the movement is written.
 */
export async function writeMovement(
  trx: Executor,
  movement: MovementRow,
  postings: readonly PostingRow[],
  alongside: readonly OperationNodeSource[] = [],
): Promise<void> {
  const more = alongside.map((statement, i) => sql`${sql.id(`a${i}`)} as (${statement})`);
  const legs = JSON.stringify(
    postings.map((p) => ({
      account_id: p.accountId,
      amount: p.amount,
      counterparty_name: p.counterpartyName,
      description: p.description,
    })),
  );
  // nobody reads its result: on PostgreSQL it goes out with the transaction's next statement or COMMIT
  const statement = sql`${more.length > 0 ? sql`with ${sql.join(more)} ` : sql``}select ledger_write_movement(
      ${movement.id}, ${movement.kind}, ${movement.typeId}, ${movement.description}, ${movement.customerId},
      ${movement.idempotencyKey}, ${movement.at}, ${legs}::json)`;
  await sendWithNext(trx, statement.compile(trx));
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

/**
 * A system account of the bank's by its code, opened the first time it is needed (two first uses at
 * once open one): a settlement, income or treasury account a module moves money through. Its id.
 */
export async function ensureSystemAccount(
  db: Executor,
  account: { code: string; descricao: string; allowNegative?: boolean },
  at: Date,
): Promise<string> {
  await db
    .insertInto('account')
    .values({
      id: account.code,
      kind: 'system',
      customer_id: null,
      code: account.code,
      agencia: null,
      numero: null,
      descricao: account.descricao,
      allow_negative: account.allowNegative ?? false,
      opened_at: at,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('code', '=', account.code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An account's status (idStatusConta), written by the ledger alone: a movement locks the account and
 * reads this status, so the two never disagree. Closing stamps the day and the reason too.
 */
export async function setAccountStatus(
  db: Executor,
  accountId: string,
  status: number,
  closing?: { at: Date; reason: string | null },
): Promise<void> {
  await db
    .updateTable('account')
    .set({ status, ...(closing ? { closed_at: closing.at, close_reason: closing.reason } : {}) })
    .where('id', '=', accountId)
    .execute();
}

/** The product an account is on (its chaveDeProduto). */
export async function setAccountProductKey(db: Executor, accountId: string, product: string): Promise<void> {
  await db.updateTable('account').set({ product_key: product }).where('id', '=', accountId).execute();
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
      sql<Centavos>`coalesce(sum(posting.amount), 0)::int8`.as('posted'),
    ])
    .groupBy(['account.id', 'account.balance'])
    .having(sql<boolean>`account.balance <> coalesce(sum(posting.amount), 0)`)
    .execute();
  const totals = await db
    .selectFrom('account')
    .select([
      sql<Centavos>`coalesce(sum(balance), 0)::int8`.as('total'),
      sql<number>`count(*) filter (where kind = 'customer' and balance < 0)::int8`.as('negative'),
    ])
    .executeTakeFirstOrThrow();
  return { mismatched, total: totals.total, negativeCustomerAccounts: totals.negative };
}
