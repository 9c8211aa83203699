import type { IsoDate } from '../calendar/index.ts';
import { type Installment, priceSchedule } from '../credit/price.ts';
import type { Centavos } from '../money/index.ts';

/** An invoice split into instalments pays 4,99% a month (Price table), the same for every plan. */
export const INVOICE_INSTALMENT_MONTHLY_RATE = 0.0499;
/** A plan has 2 to 12 monthly instalments. */
export const MIN_INVOICE_INSTALMENTS = 2;
export const MAX_INVOICE_INSTALMENTS = 12;

export const isInvoiceInstalmentCount = (n: number) =>
  Number.isInteger(n) && n >= MIN_INVOICE_INSTALMENTS && n <= MAX_INVOICE_INSTALMENTS;

/**
 * An invoice instalment plan: the invoice's total (centavos) in `instalments` monthly payments of the
 * Price table at INVOICE_INSTALMENT_MONTHLY_RATE, the first due with the next invoice (`firstDueDate`),
 * the others a month apart; the last absorbs the rounding residue, so amortizations sum to the total.
 */
export function invoiceInstalmentPlan(input: {
  total: Centavos;
  instalments: number;
  /** The day the plan is made (before the first due date). */
  today: IsoDate;
  firstDueDate: IsoDate;
}): Installment[] {
  if (!isInvoiceInstalmentCount(input.instalments)) {
    throw new RangeError(
      `instalments must be ${MIN_INVOICE_INSTALMENTS}..${MAX_INVOICE_INSTALMENTS}, got ${String(input.instalments)}`,
    );
  }
  return priceSchedule({
    principal: input.total,
    monthlyRate: INVOICE_INSTALMENT_MONTHLY_RATE,
    installments: input.instalments,
    firstDueDate: input.firstDueDate,
    releaseDate: input.today,
  });
}
