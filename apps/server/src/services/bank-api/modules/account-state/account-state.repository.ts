import type { AccountClosingBlocker } from '@carteira/core/status';
import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import { setAccountStatus } from '../ledger/ledger.repository.ts';
import type { AccountObligations } from './account-obligations.ts';
import type { StatusActor } from './account-state.table.ts';

/** The customer's own account with what its life needs; undefined for another's (answered as none). */
export async function findOwnedAccountState(db: Executor, customerId: string, accountId: string) {
  return db
    .selectFrom('account')
    .select(['id', 'status', 'balance', 'closed_at', 'opened_at', 'product_key'])
    .where('id', '=', accountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .executeTakeFirst();
}

/** The same, locked for a change of status (a movement over it waits, and sees the new status). */
export async function lockOwnedAccountState(db: Executor, customerId: string, accountId: string) {
  return db
    .selectFrom('account')
    .select(['id', 'status', 'balance', 'closed_at'])
    .where('id', '=', accountId)
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .forUpdate()
    .executeTakeFirst();
}

/** When the status last changed, and why (the bank's reason for a block). */
export async function lastStatusChange(db: Executor, accountId: string) {
  return db
    .selectFrom('account_status_change')
    .select(['to_status', 'actor', 'reason', 'at'])
    .where('account_id', '=', accountId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Writes the new status and its change row; closing also stamps the day and the reason. */
export async function changeStatus(
  db: Executor,
  change: {
    accountId: string;
    from: number;
    to: number;
    actor: StatusActor;
    reason: string | null;
    faceRequestId?: string | null;
    at: Date;
    closing?: boolean;
  },
): Promise<void> {
  await setAccountStatus(
    db,
    change.accountId,
    change.to,
    change.closing ? { at: change.at, reason: change.reason } : undefined,
  );
  await db
    .insertInto('account_status_change')
    .values({
      account_id: change.accountId,
      from_status: change.from,
      to_status: change.to,
      actor: change.actor,
      reason: change.reason,
      face_request_id: change.faceRequestId ?? null,
      at: change.at,
    })
    .execute();
}

export async function insertUnblockAttempt(
  db: Executor,
  attempt: { accountId: string; approved: boolean; messageCode: number; requestId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('account_unblock_attempt')
    .values({
      account_id: attempt.accountId,
      approved: attempt.approved,
      message_code: attempt.messageCode,
      request_id: attempt.requestId,
      at: attempt.at,
    })
    .execute();
}

/** Selfies refused for this account since `since`. */
export async function refusedUnblocksSince(db: Executor, accountId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('account_unblock_attempt')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', accountId)
    .where('approved', '=', false)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What keeps the account from closing: a balance, a credit-card bill with something owed, a scheduled
 * payment still to go (Pix, TED or boleto), in one read; and a financing contract in force, which the
 * financing service answers.
 */
export async function closingBlockers(
  db: Executor,
  obligations: AccountObligations | undefined,
  accountId: string,
): Promise<AccountClosingBlocker[]> {
  if (!obligations) throw new Error("closing an account needs the other services' obligations");
  const { rows } = await sql<{
    balance: string | number;
    card: boolean;
    scheduled: boolean;
  }>`select a.balance,
      exists (select 1 from credit_card c where c.account_id = a.id and c.used > 0) as card,
      (exists (select 1 from pix_schedule s join pix_schedule_occurrence o on o.schedule_id = s.id
                where s.account_id = a.id and s.status = 'ATIVO' and o.status = 'AGENDADA')
       or exists (select 1 from ted_schedule t where t.account_id = a.id and t.status = 'AGENDADA')
       or exists (select 1 from boleto_schedule b where b.account_id = a.id and b.status = 'AGENDADO')) as scheduled
    from account a where a.id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return [];
  const blockers: AccountClosingBlocker[] = [];
  if (Number(row.balance) !== 0) blockers.push('SALDO');
  if (row.card) blockers.push('FATURA_CARTAO');
  if (await obligations.financingInForce(db, accountId)) blockers.push('FINANCIAMENTO');
  if (row.scheduled) blockers.push('AGENDAMENTO');
  return blockers;
}

/** Releases every Pix key of the account (they may be registered again, here or at another bank). */
export async function releasePixKeys(db: Executor, accountId: string): Promise<number> {
  const rows = await db
    .deleteFrom('pix_key')
    .where('account_id', '=', accountId)
    .returning('chave')
    .execute();
  return rows.length;
}

/** Whether the customer still holds an account that is not closed. */
export async function hasOpenAccount(db: Executor, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .where('status', '<>', 11)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every live session of the customer (a closed account's holder is signed out everywhere). */
export async function revokeCustomerSessions(db: Executor, customerId: string, now: Date): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}
