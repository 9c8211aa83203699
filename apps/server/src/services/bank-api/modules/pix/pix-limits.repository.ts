import { sql } from 'kysely';
import type { Executor } from '../../../../platform/database/schema.ts';

export async function findLimits(db: Executor, accountId: string) {
  return db
    .selectFrom('pix_limit')
    .select([
      'daily_limit',
      'nocturnal_limit',
      'nocturnal_start',
      'pending_nocturnal_start',
      'pending_nocturnal_start_at',
      'pending_nocturnal_start_due',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function saveLimits(
  trx: Executor,
  row: { accountId: string; daily: number; nocturnal: number; at: Date },
): Promise<void> {
  await trx
    .insertInto('pix_limit')
    .values({
      account_id: row.accountId,
      daily_limit: row.daily,
      nocturnal_limit: row.nocturnal,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        daily_limit: row.daily,
        nocturnal_limit: row.nocturnal,
        updated_at: row.at,
      }),
    )
    .execute();
}

/** Sets the nocturnal start and the pending later start (null clears it), keeping the limits. */
export async function saveNocturnalStart(
  trx: Executor,
  row: {
    accountId: string;
    daily: number;
    nocturnal: number;
    start: number;
    pending: { start: number; at: Date; due: Date } | null;
    at: Date;
  },
): Promise<void> {
  const start = {
    nocturnal_start: row.start,
    pending_nocturnal_start: row.pending?.start ?? null,
    pending_nocturnal_start_at: row.pending?.at ?? null,
    pending_nocturnal_start_due: row.pending?.due ?? null,
    updated_at: row.at,
  };
  await trx
    .insertInto('pix_limit')
    .values({ account_id: row.accountId, daily_limit: row.daily, nocturnal_limit: row.nocturnal, ...start })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(start))
    .execute();
}

/** Marks the pending requests that are due as applied and returns them, oldest first. */
export async function takeDueRequests(trx: Executor, accountId: string, now: Date) {
  const rows = await trx
    .updateTable('pix_limit_request')
    .set({ status: 'applied', applied_at: now })
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .where('effective_at', '<=', now)
    .returning(['tipo_limite', 'amount', 'requested_at'])
    .execute();
  return rows.sort((a, b) => a.requested_at.getTime() - b.requested_at.getTime());
}

export async function replacePending(trx: Executor, accountId: string, tipoLimite: number): Promise<void> {
  await trx
    .updateTable('pix_limit_request')
    .set({ status: 'replaced' })
    .where('account_id', '=', accountId)
    .where('tipo_limite', '=', tipoLimite)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertRequest(
  trx: Executor,
  r: {
    id: string;
    accountId: string;
    tipoLimite: number;
    amount: number;
    previous: number;
    status: 'pending' | 'applied';
    at: Date;
    effectiveAt: Date;
  },
): Promise<void> {
  await trx
    .insertInto('pix_limit_request')
    .values({
      id: r.id,
      account_id: r.accountId,
      tipo_limite: r.tipoLimite,
      amount: r.amount,
      previous_amount: r.previous,
      status: r.status,
      requested_at: r.at,
      effective_at: r.effectiveAt,
      applied_at: r.status === 'applied' ? r.at : null,
    })
    .execute();
}

export async function pendingRequests(db: Executor, accountId: string) {
  return db
    .selectFrom('pix_limit_request')
    .select(['id', 'tipo_limite', 'amount', 'previous_amount', 'requested_at', 'effective_at'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .orderBy('requested_at')
    .execute();
}

/** Centavos of Pix payments the account made in [from, to): what counts against its limits. */
export async function pixSpent(
  db: Executor,
  accountId: string,
  kinds: readonly string[],
  from: Date,
  to: Date,
): Promise<number> {
  const row = await db
    .selectFrom('posting')
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .select(sql<number>`coalesce(sum(-posting.amount), 0)::int8`.as('n'))
    .where('posting.account_id', '=', accountId)
    .where('posting.amount', '<', 0)
    .where('movement.kind', 'in', [...kinds])
    .where('posting.created_at', '>=', from)
    .where('posting.created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
