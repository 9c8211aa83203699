import { randomUUID } from 'node:crypto';
import { addDays, toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, centavos, subtract, toReais, ZERO } from '@carteira/core/money';
import { startOfSaoPauloDay, toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor } from '../../../bank-database.ts';
import { limitExceeded } from '../pix.errors.ts';
import {
  findLimits,
  insertRequest,
  type LimitsStatement,
  limitsStatement,
  pendingRequests,
  replacePending,
  saveLimits,
  saveNocturnalStart,
  takeDueRequests,
} from './pix-limits.repository.ts';
import { type SpentWindow, spentInWindows, spentReadWindow } from './pix-spent.ts';

/**
 * This bank's default Pix limits for a person, in centavos: R$ 5.000,00 a day, of which at most
 * R$ 1.000,00 in the nocturnal period (20h to 6h, São Paulo time, or 22h to 6h on the customer's
 * request). Written down in docs/bank-api.md.
 */
export const DEFAULT_DAILY_LIMIT = centavos(500_000);
export const DEFAULT_NOCTURNAL_LIMIT = centavos(100_000);
/** The operation the daily Pix limit is read from and the reason of a change (wallet.md). */
export const LIMIT_OPERATION = 4028;
export const LIMIT_TYPE = { DAILY: 1, NOCTURNAL: 2 } as const;
/** An increase waits this long before it applies. */
export const INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
/** The hours the nocturnal period may start at: 20h by default, 22h on the customer's request. */
export const NOCTURNAL_STARTS = [20, 22] as const;
export const DEFAULT_NOCTURNAL_START = 20;
const NIGHT_ENDS = 6;

const HOUR = 3_600_000;

export interface PendingStart {
  start: number;
  at: Date;
  due: Date;
}

export interface Limits {
  daily: Centavos;
  nocturnal: Centavos;
  /** The hour the nocturnal period starts (20 or 22). */
  nocturnalStart: number;
  /** A later start the customer asked for, not applied yet. */
  pendingStart: PendingStart | null;
}

/**
 * The São Paulo day of `now` and, when `now` is in the nocturnal period (from `nightStarts` to 6h),
 * that night's window.
 */
export function limitWindows(now: Date, nightStarts: number = DEFAULT_NOCTURNAL_START) {
  const NIGHT_STARTS = nightStarts;
  const today = toSaoPauloDate(now);
  const dayStart = startOfSaoPauloDay(today);
  const dayEnd = startOfSaoPauloDay(addDays(today, 1));
  const hour = (now.getTime() - dayStart.getTime()) / HOUR;
  let night: { from: Date; to: Date } | undefined;
  if (hour >= NIGHT_STARTS) {
    night = {
      from: new Date(dayStart.getTime() + NIGHT_STARTS * HOUR),
      to: new Date(dayEnd.getTime() + NIGHT_ENDS * HOUR),
    };
  } else if (hour < NIGHT_ENDS) {
    night = {
      from: new Date(dayStart.getTime() - (24 - NIGHT_STARTS) * HOUR),
      to: new Date(dayStart.getTime() + NIGHT_ENDS * HOUR),
    };
  }
  return { day: { from: dayStart, to: dayEnd }, night };
}

/** The day window of `now` and the widest night window it may fall in, whichever hour the night starts. */
function spentBounds(now: Date): [SpentWindow, SpentWindow | undefined] {
  const earliest = limitWindows(now, Math.min(...NOCTURNAL_STARTS));
  const latest = limitWindows(now, Math.max(...NOCTURNAL_STARTS));
  const nights = [earliest.night, latest.night].filter((n): n is SpentWindow => n !== undefined);
  if (nights.length === 0) return [earliest.day, undefined];
  return [
    earliest.day,
    {
      from: new Date(Math.min(...nights.map((n) => n.from.getTime()))),
      to: new Date(Math.max(...nights.map((n) => n.to.getTime()))),
    },
  ];
}

/**
 * The account's limits after applying the increases and the later nocturnal start that came due
 * (lazily, in the caller's transaction).
 */
export async function currentLimits(trx: Executor, accountId: string, now: Date): Promise<Limits> {
  return (await readLimits(trx, accountId, now, limitsStatement(trx, accountId, now))).limits;
}

/** currentLimits read with `statement` (limitsStatement, with or without the per-hour Pix totals). */
async function readLimits(trx: Executor, accountId: string, now: Date, statement: LimitsStatement) {
  const row = await findLimits(trx, statement);
  const limits: Limits = {
    daily: row.daily_limit ?? DEFAULT_DAILY_LIMIT,
    nocturnal: row.nocturnal_limit ?? DEFAULT_NOCTURNAL_LIMIT,
    nocturnalStart: row.nocturnal_start ?? DEFAULT_NOCTURNAL_START,
    pendingStart:
      row.pending_nocturnal_start != null && row.pending_nocturnal_start_at && row.pending_nocturnal_start_due
        ? {
            start: row.pending_nocturnal_start,
            at: row.pending_nocturnal_start_at,
            due: row.pending_nocturnal_start_due,
          }
        : null,
  };
  if (limits.pendingStart && limits.pendingStart.due.getTime() <= now.getTime()) {
    limits.nocturnalStart = limits.pendingStart.start;
    limits.pendingStart = null;
    await saveNocturnalStart(trx, {
      accountId,
      ...limits,
      start: limits.nocturnalStart,
      pending: null,
      at: now,
    });
  }
  const result = { limits, spent: row.spent };
  if (!row.has_due_request) return result;
  const due = await takeDueRequests(trx, accountId, now);
  if (due.length === 0) return result;
  for (const r of due) {
    if (r.tipo_limite === LIMIT_TYPE.DAILY) limits.daily = r.amount;
    else limits.nocturnal = r.amount;
  }
  await saveLimits(trx, { accountId, daily: limits.daily, nocturnal: limits.nocturnal, at: now });
  return result;
}

/** Limits and what was used of them at `now`, read with limitUsageRead's statement (told ahead, or made here). */
export async function limitUsage(
  trx: Executor,
  accountId: string,
  now: Date,
  statement: LimitsStatement = limitUsageRead(trx, accountId, now),
) {
  const read = await readLimits(trx, accountId, now, statement);
  const { limits } = read;
  const { day, night } = limitWindows(now, limits.nocturnalStart);
  const used = spentInWindows(read.spent, day, night);
  return { limits, usedToday: used.day, usedTonight: used.night, nocturnal: night !== undefined };
}

/**
 * The statement limitUsage reads with, compiled: a payment tells it ahead of its locks (readAhead), so
 * that it goes out with them and runs right after them.
 */
export function limitUsageRead(trx: Executor, accountId: string, now: Date): LimitsStatement {
  // Payments out (PIX_ENVIADO, PIX_INTERNO; a return is not one), kept per hour by the database, read
  // with the limits over every window the night could take (it starts at 20h or 22h).
  return limitsStatement(trx, accountId, now, spentReadWindow(...spentBounds(now)));
}

/**
 * Refuses (40076) a payment of `amount` centavos that would pass the daily limit, or, in the nocturnal
 * period, the nocturnal one. `u` must be read while the caller holds the account's lock, so parallel
 * payments queue there and each sees those committed before it.
 */
export function refuseOverLimit(u: Awaited<ReturnType<typeof limitUsage>>, amount: Centavos): void {
  const dailyLeft = subtract(u.limits.daily, u.usedToday);
  const nightLeft = subtract(u.limits.nocturnal, u.usedTonight);
  const left = u.nocturnal && nightLeft < dailyLeft ? nightLeft : dailyLeft;
  if (amount > left) throw limitExceeded(left > ZERO ? left : ZERO, u.nocturnal);
}

/** What is left of a limit, never below zero. */
const left = (limit: Centavos, used: Centavos) => (used < limit ? subtract(limit, used) : ZERO);

export function limitsAnswer(u: Awaited<ReturnType<typeof limitUsage>>) {
  const pending = u.limits.pendingStart;
  return {
    inicioPeriodoNoturno: u.limits.nocturnalStart,
    alteracaoInicioNoturnoPendente: pending
      ? {
          inicioPeriodoNoturno: pending.start,
          dataSolicitacao: toSaoPauloDateTime(pending.at),
          dataEfetivacao: toSaoPauloDateTime(pending.due),
        }
      : null,
    limites: [
      {
        idOperacao: LIMIT_OPERATION,
        tipoLimite: LIMIT_TYPE.DAILY,
        periodo: 'DIARIO',
        valorLimite: toReais(u.limits.daily),
        valorUtilizado: toReais(u.usedToday),
        valorDisponivel: toReais(left(u.limits.daily, u.usedToday)),
      },
      {
        idOperacao: LIMIT_OPERATION,
        tipoLimite: LIMIT_TYPE.NOCTURNAL,
        periodo: 'NOTURNO',
        horaInicio: `${u.limits.nocturnalStart}:00`,
        horaFim: '06:00',
        periodoNoturnoAtivo: u.nocturnal,
        valorLimite: toReais(u.limits.nocturnal),
        valorUtilizado: toReais(u.usedTonight),
        valorDisponivel: toReais(left(u.limits.nocturnal, u.usedTonight)),
      },
    ],
  };
}

/**
 * A change of one limit: a decrease (or the same value) applies at once; an increase is pending and
 * applies once the clock passes its request time plus 24 hours. A new request replaces a pending one.
 */
export async function requestLimitChange(
  trx: Executor,
  accountId: string,
  change: { tipoLimite: number; valor: Centavos },
  now: Date,
) {
  const limits = await currentLimits(trx, accountId, now);
  const daily = change.tipoLimite === LIMIT_TYPE.DAILY;
  const previous = daily ? limits.daily : limits.nocturnal;
  const increase = change.valor > previous;
  await replacePending(trx, accountId, change.tipoLimite);
  const id = randomUUID();
  const effectiveAt = increase ? new Date(now.getTime() + INCREASE_DELAY_MS) : now;
  await insertRequest(trx, {
    id,
    accountId,
    tipoLimite: change.tipoLimite,
    amount: change.valor,
    previous,
    status: increase ? 'pending' : 'applied',
    at: now,
    effectiveAt,
  });
  if (!increase) {
    await saveLimits(trx, {
      accountId,
      daily: daily ? change.valor : limits.daily,
      nocturnal: daily ? limits.nocturnal : change.valor,
      at: now,
    });
  }
  return {
    idSolicitacao: id,
    status: increase ? 'Pendente' : 'Aprovado',
    tipoLimite: change.tipoLimite,
    motivo: LIMIT_OPERATION,
    valorAnterior: toReais(previous),
    valorSolicitado: toReais(change.valor),
    dataSolicitacao: toSaoPauloDateTime(now),
    dataEfetivacao: toSaoPauloDateTime(effectiveAt),
  };
}

export async function listPendingRequests(trx: Executor, accountId: string, now: Date) {
  await currentLimits(trx, accountId, now);
  const rows = await pendingRequests(trx, accountId);
  return {
    solicitacoes: rows.map((r) => ({
      idSolicitacao: r.id,
      tipoLimite: r.tipo_limite,
      motivo: LIMIT_OPERATION,
      status: 'Pendente',
      valorAnterior: toReais(r.previous_amount),
      valorSolicitado: toReais(r.amount),
      dataSolicitacao: toSaoPauloDateTime(r.requested_at),
      dataEfetivacao: toSaoPauloDateTime(r.effective_at),
    })),
  };
}
