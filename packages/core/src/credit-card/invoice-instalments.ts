import type { IsoDate } from '../calendar/index.ts';
import { financeWithIof, financingCet, type Installment, type Iof } from '../credit/index.ts';
import { type Centavos, centavos } from '../money/index.ts';

/** An invoice split into instalments pays 4,99% a month (Price table), the same for every plan. */
export const INVOICE_INSTALMENT_MONTHLY_RATE = 0.0499;
/** A plan has 2 to 12 monthly instalments. */
export const MIN_INVOICE_INSTALMENTS = 2;
export const MAX_INVOICE_INSTALMENTS = 12;

export const isInvoiceInstalmentCount = (n: number) =>
  Number.isInteger(n) && n >= MIN_INVOICE_INSTALMENTS && n <= MAX_INVOICE_INSTALMENTS;

export interface InvoiceInstalmentPlan {
  /** What the invoice owed: the credit the plan extends for the customer (CET's FC0 with `surplus`). */
  owed: Centavos;
  /** The IOF of the plan's schedule (Decreto 6.306/2007 art. 7), financed into the plan. */
  iof: Iof;
  /** The plan's principal: owed + IOF (+ surplus), what the amortizations sum to. */
  principal: Centavos;
  /**
   * 0, or 1 centavo in the rare plans where centavo rounding leaves no principal with
   * principal = owed + IOF(principal) (financeWithIof): the principal then covers one centavo more,
   * and that centavo is credited to the customer's account, so the tax stays exact and nothing is
   * charged that the customer did not get.
   */
  surplus: Centavos;
  schedule: Installment[];
  /** Sum of the instalments. */
  total: Centavos;
  /** total - principal: the plan's interest. */
  interest: Centavos;
  /** The annual CET (Resolução CMN 4.881/2020), a decimal, unrounded. */
  cet: number;
}

/**
 * An invoice instalment plan: what the invoice owes plus its IOF, financed in `instalments` monthly
 * payments of the Price table at INVOICE_INSTALMENT_MONTHLY_RATE, the first due with the next invoice
 * (`firstDueDate`), the others a month apart; the last absorbs the rounding residue.
 *
 * IOF is financed into the plan, as Brazilian issuers do (docs/decisions/0010): the same arithmetic as
 * the smartphone financing (core/credit financeWithIof: IOF for individuals, 0,0082% a day per
 * amortization plus 0,38%, Decreto 6.306/2007 art. 7, on the plan's own principal). The CET is the
 * financing's too (financingCet, Resolução CMN 4.881/2020): FC0 is what the plan pays for the customer
 * (the invoice's owed amount, plus the rare surplus centavo credited to them), FCj the instalments,
 * which carry the interest and the IOF.
 */
export function invoiceInstalmentPlan(input: {
  /** What the invoice still owes, in centavos. */
  owed: Centavos;
  instalments: number;
  /**
   * The day the plan pays the invoice for the customer, FC0's date and the IOF's start: the invoice's
   * due date when the plan is made before it (the customer owed nothing with interest until then),
   * else the day the plan is made. Before the first due date.
   */
  releaseDate: IsoDate;
  firstDueDate: IsoDate;
}): InvoiceInstalmentPlan {
  if (!isInvoiceInstalmentCount(input.instalments)) {
    throw new RangeError(
      `instalments must be ${MIN_INVOICE_INSTALMENTS}..${MAX_INVOICE_INSTALMENTS}, got ${String(input.instalments)}`,
    );
  }
  const financed = financeWithIof({
    requested: input.owed,
    monthlyRate: INVOICE_INSTALMENT_MONTHLY_RATE,
    installments: input.instalments,
    firstDueDate: input.firstDueDate,
    releaseDate: input.releaseDate,
  });
  const total = financed.schedule.reduce((sum, i) => sum + i.payment, 0);
  return {
    owed: input.owed,
    iof: financed.iof,
    principal: financed.principal,
    surplus: centavos(financed.released - input.owed),
    schedule: financed.schedule,
    total: centavos(total),
    interest: centavos(total - financed.principal),
    cet: financingCet({ financed, financedCharges: centavos(0), releaseDate: input.releaseDate }),
  };
}

/** A CET as the customer reads it, % a year with two decimals (NBR 5891 rounding: half up here). */
export function cetPercent(cet: number): number {
  return Math.round(cet * 10_000) / 100;
}
