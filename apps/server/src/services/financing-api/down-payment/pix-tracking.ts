import { getPixCharge } from '../../bank-api/public.ts';
import type { ContractingRow } from '../contracting/contracting.repository.ts';
import { json, updateContracting } from '../contracting/contracting.repository.ts';
import { CONTRACTING_STATUS as S, transition } from '../contracting/contracting-status.ts';
import type { TrackedPixCharge } from '../financing.table.ts';
import type { Trx } from '../financing-database.ts';
import { refundToCustomer } from './refund.ts';

/**
 * Follows the contracting's Pix charges (in the caller's transaction, the row locked). The current
 * code paid while the down payment is awaited pays it; any other charge paid (an older code, one
 * paid after the balance paid, after a cancel or a new proposal) is refunded to the customer's
 * account at once, so no payment is ever kept twice. Expired charges are forgotten.
 */
export async function settlePixCharges(trx: Trx, row: ContractingRow, now: Date): Promise<ContractingRow> {
  const charges: TrackedPixCharge[] = row.pix_charges ?? [];
  if (!charges.some((c) => c.state === 'open')) return row;
  const next: TrackedPixCharge[] = [];
  const patch: Parameters<typeof updateContracting>[2] = {};
  let changed = false;
  for (const charge of charges) {
    if (charge.state !== 'open') {
      next.push(charge);
      continue;
    }
    const info = await getPixCharge(trx, charge.txid, now);
    if (!info || info.status === 'EXPIRADA') {
      next.push({ ...charge, state: 'expired' });
      changed = true;
      continue;
    }
    if (info.status === 'ATIVA') {
      next.push(charge);
      continue;
    }
    changed = true;
    const paysDownPayment =
      row.status === S.AWAITING_DOWN_PAYMENT &&
      charge.txid === row.pix_txid &&
      info.amountCents === row.proposal?.downPaymentCents &&
      patch.status === undefined;
    if (paysDownPayment) {
      const status = transition(S.AWAITING_DOWN_PAYMENT, 'DOWN_PAYMENT_PAID');
      Object.assign(patch, {
        status,
        down_payment_paid_at: info.paidAt ?? now,
        down_payment_method: 'PIX',
        down_payment_amount: info.amountCents,
        invoicing_started_at: now,
      });
      next.push({ ...charge, state: 'paid' });
      continue;
    }
    await refundToCustomer(trx, {
      customerId: row.customer_id,
      amount: info.amountCents,
      key: `financing-pix-refund-${charge.txid}`,
      description: 'Estorno de Pix de entrada não devido',
      now,
    });
    next.push({ ...charge, state: 'refunded' });
  }
  if (!changed) return row;
  return updateContracting(trx, row.id, { ...patch, pix_charges: json(next) }, now);
}
