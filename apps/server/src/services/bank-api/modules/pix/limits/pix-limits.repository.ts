import { type Centavos, centavos, ZERO } from '@carteira/core/money';
import { type CompiledQuery, sql } from 'kysely';
import type { Executor } from '../../../bank-database.ts';
import type { SpentWindow } from './pix-spent.ts';

export interface LimitsRow {
  daily_limit: Centavos | null;
  nocturnal_limit: Centavos | null;
  nocturnal_start: number | null;
  pending_nocturnal_start: number | null;
  pending_nocturnal_start_at: Date | null;
  pending_nocturnal_start_due: Date | null;
  /** Whether a requested change came due by `now` and waits to be applied. */
  has_due_request: boolean;
}

/** One hour of Pix payments out: its start (ms since the epoch) and its total in centavos. */
export type SpentHour = [hourStart: number, amount: number];

/**
 * The account's limits row (all null when it has none yet) and, in the same statement, whether a
 * requested change is due: a payment then needs no second statement for the usual case of none.
 * With `spent`, the same statement also reads the account's per-hour Pix totals in that window
 * (migration 0022), so a payment's limit check is one round trip.
 */
export async function findLimits(
  db: Executor,
  statement: LimitsStatement,
): Promise<LimitsRow & { spent: SpentHour[] }> {
  const { rows } = await db.executeQuery(statement);
  const row = rows[0];
  if (!row) throw new Error('the limits query answers one row');
  const hours = typeof row.spent === 'string' ? (JSON.parse(row.spent) as SpentHour[]) : row.spent;
  return { ...row, spent: hours.map(([at, amount]) => [Number(at), Number(amount)]) };
}

/** The statement findLimits sends, compiled (a payment tells it ahead of its locks: readAhead). */
export type LimitsStatement = CompiledQuery<LimitsRow & { spent: SpentHour[] | string }>;

/** The statement findLimits sends, for the account at `now`. */
export function limitsStatement(
  db: Executor,
  accountId: string,
  now: Date,
  spent?: SpentWindow,
): LimitsStatement {
  const spentHours = spent
    ? sql<SpentHour[]>`coalesce((select json_agg(json_build_array(
          (extract(epoch from s.hour_start) * 1000)::int8, s.amount))
          from pix_spent_hour s
         where s.account_id = ${accountId} and s.hour_start >= ${spent.from} and s.hour_start < ${spent.to}),
        '[]'::json)`
    : sql<SpentHour[]>`'[]'::json`;
  return sql<LimitsRow & { spent: SpentHour[] | string }>`
    select l.daily_limit, l.nocturnal_limit, l.nocturnal_start, l.pending_nocturnal_start,
           l.pending_nocturnal_start_at, l.pending_nocturnal_start_due,
           exists (select 1 from pix_limit_request r
                   where r.account_id = ${accountId} and r.status = 'pending' and r.effective_at <= ${now})
             as has_due_request,
           ${spentHours} as spent
      from (select 1) as one
      left join pix_limit l on l.account_id = ${accountId}`.compile(db);
}

export async function saveLimits(
  trx: Executor,
  row: { accountId: string; daily: Centavos; nocturnal: Centavos; at: Date },
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
    daily: Centavos;
    nocturnal: Centavos;
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
    amount: Centavos;
    previous: Centavos;
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

export interface Window {
  from: Date;
  to: Date;
}

/**
 * Centavos of Pix payments the account made in the day window and, when given, the night window
 * (each [from, to)): what counts against its limits, both sums in one statement.
 */
export async function pixSpent(
  db: Executor,
  accountId: string,
  kinds: readonly string[],
  day: Window,
  night: Window | undefined,
): Promise<{ day: Centavos; night: Centavos }> {
  const from = night && night.from < day.from ? night.from : day.from;
  const to = night && night.to > day.to ? night.to : day.to;
  const inWindow = (w: Window) => sql`posting.created_at >= ${w.from} and posting.created_at < ${w.to}`;
  const row = await db
    .selectFrom('posting')
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .select([
      sql<number>`coalesce(sum(-posting.amount) filter (where ${inWindow(day)}), 0)::int8`.as('day'),
      (night
        ? sql<number>`coalesce(sum(-posting.amount) filter (where ${inWindow(night)}), 0)::int8`
        : sql<number>`0::int8`
      ).as('night'),
    ])
    .where('posting.account_id', '=', accountId)
    .where('posting.amount', '<', ZERO)
    .where('movement.kind', 'in', [...kinds])
    .where('posting.created_at', '>=', from)
    .where('posting.created_at', '<', to)
    .executeTakeFirstOrThrow();
  return { day: centavos(Number(row.day)), night: centavos(Number(row.night)) };
}
