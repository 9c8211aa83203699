import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { Simulation } from '../../../lib/financing/types.ts';

export interface SimulationInput {
  contractingKey: string;
  installments: number;
  productValue: Centavos;
  insuranceValue: Centavos;
}

export interface SimulationResult {
  minimumEntryValue: Centavos;
  minimumInstallments: number;
}

/** simulation-v3/generate: the minimum down payment and instalments for a price and insurance. */
export async function simulateFinancing(input: SimulationInput): Promise<SimulationResult> {
  const s = await financing.post<Simulation>(`/v1/api/simulation-v3/generate/${input.contractingKey}`, {
    installments: input.installments,
    productValue: toReais(input.productValue),
    acessoriesValue: 0,
    insuranceValue: toReais(input.insuranceValue),
  });
  return { minimumEntryValue: fromReais(s.minimumEntryValue), minimumInstallments: s.minimumInstallments };
}
