import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor } from '../../../bank-database.ts';
import { saveNocturnalStart } from './pix-limits.repository.ts';
import { currentLimits, INCREASE_DELAY_MS } from './pix-limits.service.ts';

/**
 * A change of the hour the nocturnal period starts. A later start (20h to 22h) shortens the period
 * with the lower limit, so it loosens protection: like a limit increase it is pending and applies
 * 24 hours after the request. An earlier start (back to 20h) tightens it and applies at once, as
 * does asking for the start already in force; either clears a pending change.
 */
export async function requestNocturnalStart(trx: Executor, accountId: string, start: number, now: Date) {
  const limits = await currentLimits(trx, accountId, now);
  const previous = limits.nocturnalStart;
  const later = start > previous;
  const due = later ? new Date(now.getTime() + INCREASE_DELAY_MS) : now;
  await saveNocturnalStart(trx, {
    accountId,
    daily: limits.daily,
    nocturnal: limits.nocturnal,
    start: later ? previous : start,
    pending: later ? { start, at: now, due } : null,
    at: now,
  });
  return {
    status: later ? 'Pendente' : 'Aprovado',
    inicioPeriodoNoturnoAnterior: previous,
    inicioPeriodoNoturno: start,
    dataSolicitacao: toSaoPauloDateTime(now),
    dataEfetivacao: toSaoPauloDateTime(due),
  };
}
