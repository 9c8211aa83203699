import { todayInSaoPaulo } from '@carteira/core/calendar';
import { PAYMENT_REASONS } from '@carteira/core/transactions';
import { sql } from 'kysely';
import type { AppConfig } from '../../../../../platform/config.ts';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import type { Db } from '../../../../../tables.ts';
import { BankError } from '../../../bank-errors.ts';
import type { BankDeps } from '../../../bank-route.ts';
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
    await sql`savepoint schedule_run`.execute(trx);
    try {
      const paid = await sendPixToKey(
        trx,
        { ...deps, now: () => now },
        { sessionId: 'agendamento', customerId: schedule.customer_id },
        {
          chaveDeConta: schedule.account_id,
          pin: null,
          valor: schedule.amount,
          chave: schedule.chave,
          descricao: schedule.description ?? undefined,
          reason: PAYMENT_REASONS.pixScheduled,
        },
        occurrenceKey(schedule.id, occurrence.number),
      );
      await finishOccurrence(trx, at, {
        status: 'EFETIVADA',
        at: now,
        movementId: paid.idTransacao,
        endToEnd: paid.endToEnd,
      });
    } catch (err) {
      if (!(err instanceof BankError)) throw err;
      await sql`rollback to savepoint schedule_run`.execute(trx);
      await finishOccurrence(trx, at, {
        status: 'FALHOU',
        at: now,
        code: err.code,
        message: err.details ? `${err.message}. ${err.details}` : err.message,
      });
    }
    await finishScheduleIfDone(trx, schedule.id, now);
    return true;
  });
}

/** Runs every due occurrence, one transaction each; the number run. */
export async function runDueSchedules(deps: RunnerDeps, max = 10_000): Promise<number> {
  let count = 0;
  while (count < max && (await runOneDueOccurrence(deps))) count++;
  return count;
}
