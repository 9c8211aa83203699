import { financing } from '../../../lib/financing/financing.ts';
import type { InsuranceOptions } from '../../../lib/financing/types.ts';
import type { InsuranceOption, Sku } from '../flow/device-types.ts';
import { toInsuranceOption } from './mappers.ts';

/** insurance/calculate: complete, extended and none for a sku over a number of instalments. */
export async function calculateInsurance(sku: Sku, installments: number): Promise<InsuranceOption[]> {
  const { options } = await financing.get<InsuranceOptions>('/v1/api/insurance/calculate', {
    productLMI: sku.lmi,
    installments,
    skuId: sku.skuId,
  });
  return options.map(toInsuranceOption);
}
