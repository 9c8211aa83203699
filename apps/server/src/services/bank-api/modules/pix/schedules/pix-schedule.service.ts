import { randomUUID } from 'node:crypto';
import { addDays, addMonths, todayInSaoPaulo } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { dictKeyType, pixKeyTypeName } from '@carteira/core/pix';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor, Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { SCHEDULE_KIND, type ScheduledPayment } from '../../../scheduled-payment.ts';
import { findOwnedAccount } from '../../account/account.repository.ts';
import { checkAccountPin } from '../../auth/pin.service.ts';
import { holderOf } from '../keys/pix-keys.service.ts';
import { accountNotFound, invalidInput, keyNotFound, sameAccount, scheduleNotFound } from '../pix.errors.ts';
import { findKey } from '../pix.repository.ts';
import {
  cancelPendingOccurrences,
  findSchedule,
  insertSchedule,
  listOccurrences,
  listSchedules,
  type OccurrenceRow,
  type ScheduleRow,
  setOccurrenceDate,
  updateSchedule,
} from './pix-schedule.repository.ts';

/** How far ahead a Pix may be scheduled, in São Paulo days. */
export const SCHEDULE_MAX_DAYS_AHEAD = 365;
export const SCHEDULE_MAX_OCCURRENCES = 60;
export const SCHEDULE_PAGE = 100;

const STATUS_ID = { ATIVO: 1, CANCELADO: 3, CONCLUIDO: 4 } as const;
const STATUS_TEXT = { ATIVO: 'Agendado', CANCELADO: 'Cancelado', CONCLUIDO: 'Concluído' } as const;
const STATUS_BY_ID = { 1: 'ATIVO', 3: 'CANCELADO', 4: 'CONCLUIDO' } as const;

/** The window a payment date must fall in: from tomorrow to 365 days ahead (São Paulo days). */
function checkDate(date: string, now: Date): void {
  const today = todayInSaoPaulo(now);
  if (date <= today || date > addDays(today, SCHEDULE_MAX_DAYS_AHEAD)) {
    throw invalidInput(
      `o campo 'dataPagamento' deve estar entre amanhã e ${SCHEDULE_MAX_DAYS_AHEAD} dias a partir de hoje`,
    );
  }
}

/** The due dates of a schedule: the first, then one month apart from it (31 -> the month's last day). */
export function occurrenceDates(first: string, total: number): string[] {
  return Array.from({ length: total }, (_, i) => addMonths(first, i));
}

function present(schedule: ScheduleRow, occurrences: readonly OccurrenceRow[], withOccurrences: boolean) {
  const pending = occurrences.filter((o) => o.status === 'AGENDADA');
  const shown = pending[0] ?? occurrences[occurrences.length - 1];
  const type = dictKeyType(schedule.chave);
  return {
    idAgendamento: schedule.id,
    idStatus: STATUS_ID[schedule.status],
    statusDescricao: STATUS_TEXT[schedule.status],
    tipoAgendamentoEnum: 'PIX',
    valor: toReais(centavos(schedule.amount)),
    chave: schedule.chave,
    tipoChave: type === null ? null : pixKeyTypeName(type),
    nomeBeneficiario: schedule.beneficiary_name,
    instituicaoBeneficiario: schedule.beneficiary_institution,
    descricao: schedule.description,
    dataPagamento: shown?.due_date ?? null,
    horaPagamento: 0,
    recorrencia: schedule.recurrence,
    numeroRecorrencias: schedule.total,
    numeroDeOcorrencias: occurrences.filter((o) => o.status === 'EFETIVADA' || o.status === 'FALHOU').length,
    dataAgendamento: toSaoPauloDateTime(new Date(schedule.created_at)),
    dataUltimaAlteracao: toSaoPauloDateTime(new Date(schedule.updated_at)),
    ...(withOccurrences
      ? {
          ocorrencias: occurrences.map((o) => ({
            numero: o.number,
            dataPagamento: o.due_date,
            status: o.status,
            dataExecucao: o.executed_at ? toSaoPauloDateTime(new Date(o.executed_at)) : null,
            idTransacao: o.movement_id,
            endToEnd: o.end_to_end,
            codigoErro: o.error_code,
            mensagemErro: o.error_message,
          })),
        }
      : {}),
  };
}

async function presentOne(db: Executor, schedule: ScheduleRow, withOccurrences: boolean) {
  return present(schedule, await listOccurrences(db, [schedule.id]), withOccurrences);
}

export interface ScheduleOrder {
  chaveDeConta: string;
  pin: string;
  chave: string;
  /** Centavos, positive. */
  valor: number;
  descricao?: string | undefined;
  dataPagamento: string;
  recorrencia: 0 | 1;
  numeroRecorrencias?: number | undefined;
}

export async function createSchedule(trx: Trx, deps: BankDeps, session: BankSession, order: ScheduleOrder) {
  const now = deps.now();
  const account = await findOwnedAccount(trx, session.customerId, order.chaveDeConta);
  if (!account) throw accountNotFound();
  const entry = await findKey(trx, order.chave);
  if (!entry) throw keyNotFound();
  if (entry.account_id === account.id) throw sameAccount();
  checkDate(order.dataPagamento, now);
  const total = order.recorrencia === 1 ? (order.numeroRecorrencias ?? 0) : (order.numeroRecorrencias ?? 1);
  if (order.recorrencia === 0 && total !== 1) {
    throw invalidInput("o campo 'numeroRecorrencias' deve ser 1 para um agendamento único");
  }
  if (order.recorrencia === 1 && (total < 2 || total > SCHEDULE_MAX_OCCURRENCES)) {
    throw invalidInput(`o campo 'numeroRecorrencias' deve estar entre 2 e ${SCHEDULE_MAX_OCCURRENCES}`);
  }
  await checkAccountPin(trx, account.id, order.pin, deps.config.pinPepper);
  const holder = holderOf(entry);
  const id = randomUUID();
  const schedule: Omit<ScheduleRow, 'status'> = {
    id,
    account_id: account.id,
    customer_id: session.customerId,
    chave: entry.chave,
    beneficiary_name: holder.nome,
    beneficiary_institution: holder.instituicao,
    amount: order.valor,
    description: order.descricao?.trim() || null,
    recurrence: order.recorrencia,
    total,
    created_at: now,
    updated_at: now,
  };
  await insertSchedule(trx, schedule, occurrenceDates(order.dataPagamento, total));
  return presentOne(trx, { ...schedule, status: 'ATIVO' }, false);
}

export interface ScheduleQuery {
  chaveDeConta: string;
  status?: 1 | 3 | 4 | undefined;
  pagina: number;
  tamanhoPagina: number;
}

export async function listAccountSchedules(db: Executor, session: BankSession, query: ScheduleQuery) {
  const account = await findOwnedAccount(db, session.customerId, query.chaveDeConta);
  if (!account) throw accountNotFound();
  const wanted = query.status === undefined ? undefined : STATUS_BY_ID[query.status];
  const schedules = (await listSchedules(db, account.id)).filter((s) => !wanted || s.status === wanted);
  const occurrences = await listOccurrences(
    db,
    schedules.map((s) => s.id),
  );
  const items = schedules.map((s) =>
    present(
      s,
      occurrences.filter((o) => o.schedule_id === s.id),
      false,
    ),
  );
  items.sort((a, b) => {
    const activeA = a.idStatus === 1 ? 0 : 1;
    const activeB = b.idStatus === 1 ? 0 : 1;
    if (activeA !== activeB) return activeA - activeB;
    if (activeA === 0) return (a.dataPagamento ?? '').localeCompare(b.dataPagamento ?? '');
    return b.dataAgendamento.localeCompare(a.dataAgendamento);
  });
  const start = (query.pagina - 1) * query.tamanhoPagina;
  return {
    agendamentos: items.slice(start, start + query.tamanhoPagina),
    pagina: query.pagina,
    tamanhoPagina: query.tamanhoPagina,
    totalItens: items.length,
    totalPaginas: Math.ceil(items.length / query.tamanhoPagina),
  };
}

export async function getSchedule(db: Executor, session: BankSession, chaveDeConta: string, id: string) {
  const account = await findOwnedAccount(db, session.customerId, chaveDeConta);
  if (!account) throw accountNotFound();
  const schedule = await findSchedule(db, account.id, id);
  if (!schedule) throw scheduleNotFound();
  return presentOne(db, schedule, true);
}

export interface ScheduleChange {
  chaveDeConta: string;
  pin: string;
  idAgendamento: string;
  valor?: number | undefined;
  dataPagamento?: string | undefined;
  descricao?: string | undefined;
}

export async function alterSchedule(trx: Trx, deps: BankDeps, session: BankSession, change: ScheduleChange) {
  const now = deps.now();
  const account = await findOwnedAccount(trx, session.customerId, change.chaveDeConta);
  if (!account) throw accountNotFound();
  const schedule = await findSchedule(trx, account.id, change.idAgendamento, true);
  if (schedule?.status !== 'ATIVO') throw scheduleNotFound();
  if (change.dataPagamento !== undefined) checkDate(change.dataPagamento, now);
  await checkAccountPin(trx, account.id, change.pin, deps.config.pinPepper);
  if (change.dataPagamento !== undefined) {
    const pending = (await listOccurrences(trx, [schedule.id])).filter((o) => o.status === 'AGENDADA');
    const dates = occurrenceDates(change.dataPagamento, pending.length);
    for (const [i, occurrence] of pending.entries()) {
      const due = dates[i];
      if (due) await setOccurrenceDate(trx, schedule.id, occurrence.number, due);
    }
  }
  await updateSchedule(trx, schedule.id, {
    updated_at: now,
    ...(change.valor !== undefined ? { amount: change.valor } : {}),
    ...(change.descricao !== undefined ? { description: change.descricao.trim() || null } : {}),
  });
  const updated = await findSchedule(trx, account.id, schedule.id);
  if (!updated) throw scheduleNotFound();
  return presentOne(trx, updated, false);
}

export async function cancelSchedule(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  chaveDeConta: string,
  id: string,
) {
  const account = await findOwnedAccount(trx, session.customerId, chaveDeConta);
  if (!account) throw accountNotFound();
  const schedule = await findSchedule(trx, account.id, id, true);
  if (schedule?.status !== 'ATIVO') throw scheduleNotFound();
  await cancelPendingOccurrences(trx, schedule.id);
  await updateSchedule(trx, schedule.id, { status: 'CANCELADO', updated_at: deps.now() });
  return {
    idAgendamento: schedule.id,
    idStatus: STATUS_ID.CANCELADO,
    statusDescricao: STATUS_TEXT.CANCELADO,
  };
}

/** The account's active Pix schedules with their payments still to come (conta/consultar-agendamentos). */
export async function activePixSchedules(db: Executor, accountId: string): Promise<ScheduledPayment[]> {
  const schedules = (await listSchedules(db, accountId)).filter((s) => s.status === 'ATIVO');
  const occurrences = await listOccurrences(
    db,
    schedules.map((s) => s.id),
  );
  return schedules.flatMap((s) => {
    const own = occurrences.filter((o) => o.schedule_id === s.id);
    const pending = own
      .filter((o) => o.status === 'AGENDADA')
      .map((o) => ({ date: o.due_date, amount: centavos(s.amount) }));
    if (pending.length === 0) return [];
    return [
      {
        id: s.id,
        kind: SCHEDULE_KIND.PIX,
        pending,
        recurrence: s.recurrence === 1 ? 1 : 0,
        total: s.total,
        done: own.filter((o) => o.status === 'EFETIVADA' || o.status === 'FALHOU').length,
        counterparty: s.beneficiary_name,
        createdAt: new Date(s.created_at),
        updatedAt: new Date(s.updated_at),
        key: s.chave,
        bank: s.beneficiary_institution,
      },
    ];
  });
}
