import type { Db, Trx } from '../../platform/database/schema.ts';
import { listCustomerAccounts } from '../bank-api/modules/account/account.repository.ts';
import { postMovement } from '../bank-api/modules/ledger/ledger.service.ts';
import type { ContractingRow } from './contracting.repository.ts';
import { inContracting } from './contracting.service.ts';
import { applyEvent } from './contracting-advance.ts';
import { money } from './contracting-view.ts';
import { ensureFinancingAccount, FINANCING_COMPANY_NAME } from './financing-account.ts';
import type { FinancingCaller } from './financing-auth.service.ts';

/** Kind of the ledger movements of financing: the down payment and its refund. */
export const DOWN_PAYMENT_KIND = 'FINANCIAMENTO_ENTRADA';
export const DOWN_PAYMENT_REFUND_KIND = 'FINANCIAMENTO_ESTORNO_ENTRADA';
export const DOWN_PAYMENT_TYPE_ID = 6001;
export const DOWN_PAYMENT_REFUND_TYPE_ID = 6002;

/** A paid down payment goes back to the customer's account, from the financing company's. */
async function refundDownPayment(trx: Trx, row: ContractingRow, now: Date) {
  const amount = row.down_payment_amount ?? 0;
  if (!row.down_payment_paid_at || amount <= 0) return { amount: 0, movementId: null };
  const [account] = await listCustomerAccounts(trx, row.customer_id);
  if (!account) throw new Error('refund for a customer without an account');
  const financing = await ensureFinancingAccount(trx, now);
  const posted = await postMovement(trx, {
    kind: DOWN_PAYMENT_REFUND_KIND,
    typeId: DOWN_PAYMENT_REFUND_TYPE_ID,
    description: 'Estorno da entrada do financiamento',
    customerId: row.customer_id,
    idempotencyKey: `financing-refund-${row.id}`,
    at: now,
    legs: [
      { accountId: financing, amount: -amount, counterpartyName: account.nome },
      { accountId: account.id, amount, counterpartyName: FINANCING_COMPANY_NAME },
    ],
  });
  return { amount, movementId: posted.movementId };
}

/** contracting/{key}/cancel: ends the contracting; a paid down payment is refunded in the same transaction. */
export async function cancelContracting(
  db: Db,
  caller: FinancingCaller,
  key: string,
  reason: string,
  now: Date,
) {
  return inContracting(db, caller, key, now, async (trx, row) => {
    const refund = await refundDownPayment(trx, row, now);
    const updated = await applyEvent(
      trx,
      row,
      'CANCEL',
      { cancel_reason: reason, refund_movement_id: refund.movementId },
      now,
      'A contratação não pode mais ser cancelada',
    );
    return { contractingKey: updated.id, status: updated.status, refundedAmount: money(refund.amount) };
  });
}
