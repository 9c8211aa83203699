import { todayInSaoPaulo } from '@carteira/core/calendar';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import type { AppConfig } from '../../../../../platform/config.ts';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import type { Db } from '../../../bank-database.ts';
import type { BankDeps } from '../../../bank-route.ts';
import { runAllDue, runInSavepoint } from '../../../scheduled-run.ts';
import { sendPixToKey } from '../send/pix-payment.service.ts';
import {
  claimDueOccurrence,
  findScheduleById,
  finishOccurrence,
  finishScheduleIfDone,
} from './pix-schedule.repository.ts';

export interface RunnerDeps {
  db: Db;
  config: AppConfig;
  log: BankDeps['log'];
  now: () => Date;
  ports: BankDeps['ports'];
}

/** The idempotency key of an occurrence's movement: one movement per schedule and occurrence, ever. */
export const occurrenceKey = (scheduleId: string, number: number) => `agendamento:${scheduleId}:${number}`;

/**
 * Runs one due occurrence, if any, in one transaction: the occurrence row is claimed with FOR UPDATE
 * SKIP LOCKED (parallel runners take different ones), the Pix runs in a savepoint, and the
 * occurrence leaves AGENDADA in the same commit as the movement: EFETIVADA with it, or FALHOU with
 * the refusal's code when the Pix was refused (balance, limit, key gone). The movement's idempotency
 * key (schedule id + occurrence) makes a second posting impossible even so. False when none is due.
 */
export async function runOneDueOccurrence(deps: RunnerDeps): Promise<boolean> {
  return withTransaction(deps.db, async (trx) => {
    const now = deps.now();
    const occurrence = await claimDueOccurrence(trx, todayInSaoPaulo(now));
    if (!occurrence) return false;
    const schedule = await findScheduleById(trx, occurrence.schedule_id);
    if (!schedule) throw new Error('an occurrence without its schedule');
    const at = { scheduleId: schedule.id, number: occurrence.number };
    const paid = await runInSavepoint(trx, () =>
      sendPixToKey(
        trx,
        { ...deps, now: () => now },
        { sessionId: 'agendamento', customerId: schedule.customer_id, deviceId: null },
        {
          chaveDeConta: schedule.account_id,
          pin: null,
          valor: schedule.amount,
          chave: schedule.chave,
          descricao: schedule.description ?? undefined,
          reason: PAYMENT_REASONS.pixScheduled,
        },
        occurrenceKey(schedule.id, occurrence.number),
      ),
    );
    await finishOccurrence(
      trx,
      at,
      paid.ok
        ? {
            status: 'EFETIVADA',
            at: now,
            movementId: paid.result.idTransacao,
            endToEnd: paid.result.endToEnd,
          }
        : { status: 'FALHOU', at: now, code: paid.code, message: paid.message },
    );
    await finishScheduleIfDone(trx, schedule.id, now);
    return true;
  });
}

/** Runs every due occurrence, one transaction each; the number run. */
export async function runDueSchedules(deps: RunnerDeps, max = 10_000): Promise<number> {
  return runAllDue(() => runOneDueOccurrence(deps), max);
}
