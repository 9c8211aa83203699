import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import { refundToCustomer } from '../down-payment/refund.ts';
import type { Db, Trx } from '../financing-database.ts';
import type { ContractingRow } from './contracting.repository.ts';
import { inContracting } from './contracting.service.ts';
import { applyEvent } from './contracting-advance.ts';
import { money } from './contracting-view.ts';

/** A paid down payment goes back to the customer's account, from the financing company's. */
async function refundDownPayment(trx: Trx, row: ContractingRow, now: Date) {
  const amount = row.down_payment_amount ?? 0;
  if (!row.down_payment_paid_at || amount <= 0) return { amount: 0, movementId: null };
  const movementId = await refundToCustomer(trx, {
    customerId: row.customer_id,
    amount,
    key: `financing-refund-${row.id}`,
    description: 'Estorno da entrada do financiamento',
    now,
  });
  return { amount, movementId };
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
