import { MAX_INSTALLMENTS } from '@carteira/core/credit';

/**
 * The sandbox insurer (financing.md section 3, insurance option). Three options for a phone:
 * - 'complete', "Seguro Roubo e Dano Acidental" (theft plus accidental damage): 1,5% of the phone's
 *   price per month of cover;
 * - 'extended', "Garantia Estendida": 0,75% of the price per month of cover;
 * - 'none', "Sem seguro": 0.
 * Cover lasts the financing term and never less than 12 months: months = max(12, installments).
 * So 12 instalments or fewer cost 18% and 9% of the price, 18 instalments 27% and 13,5%. The total is
 * rounded half up to the centavo, computed in integers.
 */

export type InsuranceType = 'complete' | 'extended' | 'none';

export interface InsuranceOption {
  type: InsuranceType;
  name: string;
  totalValueCents: number;
}

/** The fixed insurance sku the proposal carries. */
export const INSURANCE_SKU = 'SEG-CEL-SANDBOX-0001';

export const INSURANCE_NAMES: Readonly<Record<InsuranceType, string>> = {
  complete: 'Seguro Roubo e Dano Acidental',
  extended: 'Garantia Estendida',
  none: 'Sem seguro',
};

/** Price per month of cover, in basis points (1/100 of a percent). */
export const INSURANCE_MONTHLY_BASIS_POINTS: Readonly<Record<InsuranceType, number>> = {
  complete: 150,
  extended: 75,
  none: 0,
};

export const MIN_COVER_MONTHS = 12;

/** The months of cover for a financing of `installments` (1 to 18). */
export function coverMonths(installments: number): number {
  return Math.max(MIN_COVER_MONTHS, installments);
}

function insuranceTotal(type: InsuranceType, priceCents: number, installments: number): number {
  const numerator = priceCents * INSURANCE_MONTHLY_BASIS_POINTS[type] * coverMonths(installments);
  return Math.floor((numerator + 5_000) / 10_000);
}

/** The three options, always in the order complete, extended, none. */
export function insuranceOptions(input: { priceCents: number; installments: number }): InsuranceOption[] {
  const { priceCents, installments } = input;
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) {
    throw new RangeError(`priceCents must be positive centavos, got ${String(priceCents)}`);
  }
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new RangeError(`installments must be 1..${MAX_INSTALLMENTS}, got ${String(installments)}`);
  }
  return (['complete', 'extended', 'none'] as const).map((type) => ({
    type,
    name: INSURANCE_NAMES[type],
    totalValueCents: insuranceTotal(type, priceCents, installments),
  }));
}
