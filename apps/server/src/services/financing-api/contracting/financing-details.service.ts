import type { FinancingCaller } from '../auth/financing-auth.service.ts';
import type { Db } from '../financing-database.ts';
import type { Insurer } from '../product/phone-catalogue.ts';
import { selectedProductView } from '../product/product.service.ts';
import { proposalView } from '../proposal/proposal-view.ts';
import { inContracting } from './contracting.service.ts';
import { money, reais } from './contracting-view.ts';

/** financing-v3/find: everything the contracting holds, to resume at any step. */
export async function findFinancing(
  db: Db,
  insurer: Insurer,
  caller: FinancingCaller,
  key: string,
  now: Date,
) {
  return inContracting(db, caller, key, now, async (_trx, row) => {
    const decided = row.credit_decided_at !== null && row.credit_decided_at.getTime() <= now.getTime();
    const approved = decided && row.credit_approved === true;
    return {
      contractingKey: row.id,
      status: row.status,
      approvedAmount: approved ? reais(row.released_amount) : null,
      minPercentage: approved ? row.minimum_entry_percentage : null,
      product: row.product ? selectedProductView(row.product) : null,
      financeDetails: {
        insuranceName: row.insurance_name,
        insuranceValue: money(row.insurance_value),
        accessoriesValue: 0,
      },
      proposal: row.proposal && row.product ? proposalView(insurer, row, row.proposal, row.product) : null,
      address: row.address,
      personRegistered: row.person_registered_at !== null,
      selfieApproved: row.selfie_approved_at !== null,
      acceptedAt: row.accepted_at?.toISOString() ?? null,
      downPayment: {
        value: row.proposal ? money(row.proposal.downPaymentCents) : null,
        paidAt: row.down_payment_paid_at?.toISOString() ?? null,
        method: row.down_payment_method,
      },
      contractId: row.contract_id,
    };
  });
}
