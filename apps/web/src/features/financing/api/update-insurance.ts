import { toReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { InsuranceOption } from '../flow/device-types.ts';

/** financing-details/upsert: the chosen insurance's name and total value ('Sem seguro' / 0 for none). */
export async function updateInsurance(contractingKey: string, insurance: InsuranceOption): Promise<void> {
  await financing.put(`/v1/api/financing-details/upsert/${contractingKey}`, {
    insuranceName: insurance.name,
    insuranceValue: toReais(insurance.totalValue),
  });
}
