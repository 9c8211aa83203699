import { toSaoPauloDate } from '@carteira/core/calendar';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { BankDeps } from '../../bank-route.ts';
import { runAllDue, runInSavepoint } from '../../scheduled-run.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { accountNotFound } from './boleto.errors.ts';
import { claimDueSchedule, lockBarcode, updateSchedule } from './boleto.repository.ts';
import { clearingOf, readCode, registrationOf } from './boleto-order.ts';
import { debitBoleto } from './boleto-payment.service.ts';
import { mayRunOn } from './payment-window.ts';

export type BoletoRunnerDeps = Pick<BankDeps, 'db' | 'config' | 'log' | 'now' | 'boletoClearing' | 'ports'>;

/** The idempotency key of a schedule's movement: one movement per schedule, ever. */
export const boletoScheduleKey = (id: string) => `agendamento-boleto:${id}`;

/**
 * Pays one due schedule, if any, in one transaction: the row is claimed (FOR UPDATE SKIP LOCKED),
 * the payment runs in a savepoint, and the row leaves AGENDADO in the same commit as the movement:
 * EFETIVADO with it, or FALHOU with the refusal's code (balance, paid elsewhere, past its limit).
 * A fixed-amount boleto is paid at its amount on the day (charges included if it fell overdue).
 */
export async function runOneDueBoletoSchedule(deps: BoletoRunnerDeps): Promise<boolean> {
  const now = deps.now();
  const today = toSaoPauloDate(now);
  return withTransaction(deps.db, async (trx) => {
    const row = await claimDueSchedule(trx, today);
    if (!row || !mayRunOn(row.pay_on, now)) return false;
    const paid = await runInSavepoint(trx, async () => {
      const account = await findOwnedAccount(trx, row.customer_id, row.account_id);
      if (!account) throw accountNotFound();
      const boleto = readCode({ codigoDeBarras: row.barcode }, today);
      await lockBarcode(trx, boleto.barcode);
      const registered = await registrationOf(trx, clearingOf(deps as BankDeps), boleto, today);
      return debitBoleto(trx, {
        clearing: deps.ports.clearing,
        account,
        boleto,
        registered,
        amount: registered.amountEditable ? row.amount : registered.updated,
        customerId: row.customer_id,
        idempotencyKey: boletoScheduleKey(row.id),
        scheduleId: row.id,
        at: now,
      });
    });
    await updateSchedule(
      trx,
      row.id,
      paid.ok
        ? { status: 'EFETIVADO', executed_at: now, updated_at: now, movement_id: paid.result.idTransacao }
        : {
            status: 'FALHOU',
            executed_at: now,
            updated_at: now,
            error_code: paid.code,
            error_message: paid.message,
          },
    );
    return true;
  });
}

export async function runDueBoletoSchedules(deps: BoletoRunnerDeps, max = 10_000): Promise<number> {
  return runAllDue(() => runOneDueBoletoSchedule(deps), max);
}
