import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { TedScheduleRow } from './ted.repository.ts';

/** tipoAgendamentoEnum of a TED to another bank (wallet.md: "TED 1 or 2"; 1 is between Carteira accounts). */
export const TED_EXTERNAL_SCHEDULE_KIND = 2 as const;
/** tipoAgendamentoEnum of a transfer between Carteira accounts. */
export const INTERNAL_SCHEDULE_KIND = 1 as const;

const done = (row: TedScheduleRow) => row.status === 'EFETIVADA' || row.status === 'FALHOU';

/**
 * A schedule as the customer sees it (AgendamentoTed; a transfer between Carteira accounts the same, tipoAgendamentoEnum 1), from its payments (ordered by number): the
 * next payment still to come is the one shown (date and amount), else the last; the schedule is
 * AGENDADA while one is still to come, else it says how its last payment ended.
 */
export function scheduleAnswer(payments: readonly TedScheduleRow[], bankName?: string) {
  const first = payments[0];
  if (!first) throw new Error('a schedule without payments');
  const pending = payments.filter((p) => p.status === 'AGENDADA');
  const last = payments[payments.length - 1] ?? first;
  const shown = pending[0] ?? last;
  const updated = payments.reduce((a, p) => (p.updated_at > a ? p.updated_at : a), first.updated_at);
  const failed = shown.status === 'FALHOU' ? shown : undefined;
  return {
    idAgendamento: first.series_id,
    tipoAgendamentoEnum: first.kind,
    statusDescricao: pending.length > 0 ? 'AGENDADA' : last.status,
    valor: toReais(centavos(shown.amount)),
    dataAgendamento: shown.pay_on,
    dataPagamento: shown.pay_on,
    horaPagamento: 0,
    recorrencia: first.total > 1 ? 1 : 0,
    numeroRecorrencias: first.total,
    numeroDeOcorrencias: payments.filter(done).length,
    ispb: first.bank_ispb,
    ...(bankName ? { banco: bankName } : {}),
    agenciaDestino: first.agencia,
    contaDestino: first.conta,
    tipoConta: first.account_type,
    nome: first.holder_name,
    descricao: first.description,
    dataUltimaAlteracao: updated.toISOString(),
    ...(failed ? { codigoErro: failed.error_code, mensagemErro: failed.error_message } : {}),
    ocorrencias: payments.map((p) => ({
      numero: p.number,
      dataPagamento: p.pay_on,
      valor: toReais(centavos(p.amount)),
      status: p.status,
      dataExecucao: p.executed_at ? toSaoPauloDateTime(new Date(p.executed_at)) : null,
      idTransacao: p.movement_id,
      codigoErro: p.error_code,
      mensagemErro: p.error_message,
    })),
  };
}

/** The account's payments grouped into schedules: those with a payment to come first (the next first), then the rest, latest first. */
export function groupSchedules(rows: readonly TedScheduleRow[]): TedScheduleRow[][] {
  const bySeries = new Map<string, TedScheduleRow[]>();
  for (const row of rows) bySeries.set(row.series_id, [...(bySeries.get(row.series_id) ?? []), row]);
  const next = (s: TedScheduleRow[]) => s.find((p) => p.status === 'AGENDADA')?.pay_on;
  const lastDay = (s: TedScheduleRow[]) => s[s.length - 1]?.pay_on ?? '';
  return [...bySeries.values()].sort((a, b) => {
    const na = next(a);
    const nb = next(b);
    if (na && nb) return na.localeCompare(nb);
    if (na || nb) return na ? -1 : 1;
    return lastDay(b).localeCompare(lastDay(a));
  });
}
