import { centavos, toReais } from '@carteira/core/money';
import type { ContractingRow } from './contracting.repository.ts';
import { timeRemaining } from './contracting-advance.ts';

export const reais = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : toReais(centavos(Number(cents)));

export const money = (cents: number): number => toReais(centavos(cents));

/** The "smartphone financing status object" (financing.md section 3). */
export function contractingView(row: ContractingRow, now: Date) {
  const decided = row.credit_decided_at !== null && row.credit_decided_at.getTime() <= now.getTime();
  return {
    contractingKey: row.id,
    status: row.status,
    featureEnabled: true,
    creditSimulationId: row.credit_simulation_id,
    timeRemaining: timeRemaining(row, now),
    productId: row.product?.productId ?? null,
    deviceName: row.product?.name ?? null,
    approvedAmount: decided && row.credit_approved ? reais(row.released_amount) : null,
    minPercentage: decided && row.credit_approved ? row.minimum_entry_percentage : null,
    downPayment: reais(row.proposal?.downPaymentCents),
    storeId: row.store_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The "financing store" entry of the history. */
export function historyItem(row: ContractingRow, now: Date) {
  const view = contractingView(row, now);
  return {
    contractingKey: view.contractingKey,
    status: view.status,
    approvedAmount: view.approvedAmount,
    minPercentage: view.minPercentage,
    deviceName: view.deviceName,
    createdAt: view.createdAt,
  };
}
