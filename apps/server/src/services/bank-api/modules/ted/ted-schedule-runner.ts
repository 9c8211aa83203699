import { toSaoPauloDate } from '@carteira/core/calendar';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps } from '../../bank-route.ts';
import { runAllDue, runInSavepoint } from '../../scheduled-run.ts';
import { findAccountByNumber, findOwnedAccount } from '../account/account.repository.ts';
import { accountNotFound, destinationNotFound } from '../transfer/transfer.errors.ts';
import { executeInternalTransfer } from '../transfer/transfer.service.ts';
import { claimDueTedSchedule, type TedScheduleRow, updateTedSchedule } from './ted.repository.ts';
import { sendTed } from './ted.service.ts';
import { INTERNAL_SCHEDULE_KIND } from './ted-schedule.view.ts';
import { tedWindowAt } from './ted-window.ts';

/**
 * A due payment of a schedule between Carteira accounts: the transfer as the customer's own (the
 * destination still open, not the same account, the balance there), without the PIN, authorised
 * when it was scheduled. A refusal (BankError) marks the payment failed.
 */
async function sendScheduledTransfer(trx: Trx, deps: TedRunnerDeps, row: TedScheduleRow) {
  const source = await findOwnedAccount(trx, row.customer_id, row.account_id);
  if (!source) throw accountNotFound();
  const destination = await findAccountByNumber(trx, row.agencia, row.conta);
  if (!destination) throw destinationNotFound();
  const done = await executeInternalTransfer(trx, {
    source,
    destination,
    amount: row.amount,
    description: row.description,
    customerId: row.customer_id,
    idempotencyKey: tedScheduleKey(row.id),
    at: deps.now(),
  });
  return { idTransacao: done.movementId };
}

export type TedRunnerDeps = Pick<BankDeps, 'db' | 'config' | 'log' | 'now' | 'ports'>;

/** The idempotency key of a scheduled payment's movement: one TED per payment (row), ever. */
export const tedScheduleKey = (id: string) => `agendamento-ted:${id}`;

/**
 * Sends one due payment of a transfer schedule (a TED, or a transfer between Carteira accounts: one
 * pipeline for both), if any, while the TED window is open, in one transaction: the row is
 * claimed (FOR UPDATE SKIP LOCKED), the TED runs in a savepoint, and the row leaves AGENDADA in the
 * same commit as the movement: EFETIVADA with it, or FALHOU with the refusal's code (balance, bank
 * or agency gone). A schedule whose day passed while the bank was down goes at the next opening.
 */
export async function runOneDueTedSchedule(deps: TedRunnerDeps): Promise<boolean> {
  const now = deps.now();
  if (!tedWindowAt(now).open) return false;
  const today = toSaoPauloDate(now);
  return withTransaction(deps.db, async (trx) => {
    const row = await claimDueTedSchedule(trx, today);
    if (!row) return false;
    const sent = await runInSavepoint(trx, () =>
      row.kind === INTERNAL_SCHEDULE_KIND
        ? sendScheduledTransfer(trx, { ...deps, now: () => now }, row)
        : sendTed(
            trx,
            { ...deps, now: () => now },
            { sessionId: 'agendamento', customerId: row.customer_id, deviceId: null },
            {
              chaveDeConta: row.account_id,
              valor: row.amount,
              banco: row.bank_ispb,
              agencia: row.agencia,
              conta: row.conta,
              tipoConta: row.account_type,
              nome: row.holder_name,
              identificacaoFiscal: row.holder_tax_id,
              descricao: row.description ?? undefined,
            },
            { pin: null, idempotencyKey: tedScheduleKey(row.id), scheduleId: row.id, reason: 'TED agendada' },
          ),
    );
    await updateTedSchedule(
      trx,
      row.id,
      sent.ok
        ? { status: 'EFETIVADA', executed_at: now, updated_at: now, movement_id: sent.result.idTransacao }
        : {
            status: 'FALHOU',
            executed_at: now,
            updated_at: now,
            error_code: sent.code,
            error_message: sent.message,
          },
    );
    return true;
  });
}

export async function runDueTedSchedules(deps: TedRunnerDeps, max = 10_000): Promise<number> {
  return runAllDue(() => runOneDueTedSchedule(deps), max);
}
