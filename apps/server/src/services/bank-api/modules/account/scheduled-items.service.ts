import { addDays, daysBetween, todayInSaoPaulo } from '@carteira/core/calendar';
import { toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import type { ScheduledPayment } from '../../scheduled-payment.ts';
import { activeBoletoSchedules } from '../boleto/boleto-schedule.service.ts';
import { activePixSchedules } from '../pix/schedules/pix-schedule.service.ts';
import { activeTedSchedules } from '../ted/ted-schedule.service.ts';
import { invalidPeriod } from './account.errors.ts';
import { ownAccount } from './account.service.ts';

/** How far ahead conta/consultar-lancamentos-futuros looks, in São Paulo days from today. */
export const FUTURE_MAX_DAYS = 90;

type Deps = Pick<BankDeps, 'db' | 'now' | 'ports'>;

/** Every active schedule of one of the customer's accounts, of all kinds, the next payment first. */
async function activeSchedules(deps: Deps, session: BankSession, chaveDeConta: string) {
  const account = await ownAccount(deps.db, session, chaveDeConta);
  const all = (
    await Promise.all([
      activePixSchedules(deps.db, account.id),
      activeBoletoSchedules(deps.db, account.id),
      activeTedSchedules(deps.db, deps, account.id),
    ])
  ).flat();
  const next = (s: ScheduledPayment) => s.pending[0]?.date ?? '';
  return all.sort((a, b) => next(a).localeCompare(next(b)) || a.createdAt.getTime() - b.createdAt.getTime());
}

function checkRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && daysBetween(from, to) < 0) {
    throw invalidPeriod("o campo 'dataFim' deve ser igual ou posterior a 'dataInicio'");
  }
}

function itemOf(s: ScheduledPayment) {
  const next = s.pending[0];
  return {
    idAgendamento: s.id,
    tipoAgendamentoEnum: s.kind,
    statusDescricao: 'AGENDADO',
    valor: next ? toReais(next.amount) : 0,
    dataPagamento: next?.date ?? null,
    horaPagamento: 0,
    recorrencia: s.recurrence,
    numeroRecorrencias: s.total,
    numeroDeOcorrencias: s.done,
    dataAgendamento: toSaoPauloDateTime(s.createdAt),
    dataUltimaAlteracao: toSaoPauloDateTime(s.updatedAt),
    nomeContraparte: s.counterparty,
    chave: s.key ?? null,
    agencia: s.agency ?? null,
    conta: s.account ?? null,
    banco: s.bank ?? null,
    tipoConta: s.accountType ?? null,
    linhaDigitavel: s.line ?? null,
    codigoDeBarras: s.barcode ?? null,
  };
}

export interface ScheduledItemsQuery {
  chaveDeConta: string;
  dataInicio?: string | undefined;
  dataFim?: string | undefined;
}

/**
 * conta/consultar-agendamentos: the account's Pix, boleto and TED schedules with a payment still to
 * come, the next payment first; with a period, only those whose next payment falls in it.
 */
export async function scheduledItems(deps: Deps, session: BankSession, query: ScheduledItemsQuery) {
  checkRange(query.dataInicio, query.dataFim);
  const items = (await activeSchedules(deps, session, query.chaveDeConta)).filter((s) => {
    const next = s.pending[0]?.date;
    if (!next) return false;
    return (
      (query.dataInicio === undefined || next >= query.dataInicio) &&
      (query.dataFim === undefined || next <= query.dataFim)
    );
  });
  return { agendamentos: items.map(itemOf) };
}

export interface FutureQuery {
  chaveDeConta: string;
  dias?: number | undefined;
}

/**
 * conta/consultar-lancamentos-futuros: the debits the schedules will make from today (São Paulo) to
 * `dias` days ahead (at most 90), one line per payment, the earliest first.
 */
export async function futureMovements(deps: Deps, session: BankSession, query: FutureQuery) {
  const schedules = await activeSchedules(deps, session, query.chaveDeConta);
  const from = todayInSaoPaulo(deps.now());
  const to = addDays(from, query.dias ?? FUTURE_MAX_DAYS);
  const lines = schedules.flatMap((s) =>
    s.pending
      .map((p, i) => ({ p, number: s.done + i + 1 }))
      .filter(({ p }) => p.date >= from && p.date <= to)
      .map(({ p, number }) => ({
        data: p.date,
        valor: toReais(p.amount),
        natureza: 'D' as const,
        idAgendamento: s.id,
        tipoAgendamentoEnum: s.kind,
        nomeContraparte: s.counterparty,
        numeroOcorrencia: number,
        numeroRecorrencias: s.total,
      })),
  );
  lines.sort((a, b) => a.data.localeCompare(b.data));
  return { dataInicio: from, dataFim: to, lancamentos: lines };
}
