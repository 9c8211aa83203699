import type { IsoDate } from '@carteira/core/calendar';
import {
  DEFAULT_INSTALLMENTS,
  type DownPaymentRange,
  defaultFirstDueDate,
  downPaymentRange,
  effectiveFirstDueDate,
  installmentOptions,
  MAX_INSTALLMENTS,
} from '@carteira/core/credit';
import { type Centavos, centavos } from '@carteira/core/money';
import type { PaymentTerms, Proposal } from './device-types.ts';

/**
 * The floor of the down payment slider's maximum: max = current down payment + requested amount -
 * MIN_FINANCED_AMOUNT (R$ 100,00, core/credit), so at least R$ 100,00 always stays financed. The
 * service applies the same floor (its maximumDownPayment).
 */
export { MIN_FINANCED_AMOUNT } from '@carteira/core/credit';

/**
 * The terms of a proposal about to be created: the defaults the first time (the slider's minimum,
 * 18 instalments, the earliest selectable date off a holiday), else the earlier terms with the down
 * payment raised to the new minimum when a change of insurance moved it.
 */
export function proposalTerms(
  previous: PaymentTerms | null,
  minimumEntryValue: Centavos,
  today: IsoDate,
  minimumInstallments = 1,
): PaymentTerms {
  const { min } = downPaymentRange({ minimumEntryValue });
  if (!previous) {
    return { downPayment: min, installments: DEFAULT_INSTALLMENTS, firstDate: defaultFirstDueDate(today) };
  }
  return {
    downPayment: centavos(Math.max(previous.downPayment, min)),
    installments: Math.max(previous.installments, Math.min(minimumInstallments, MAX_INSTALLMENTS)),
    firstDate: previous.firstDate,
  };
}

/** The slider's bounds for the current proposal (financing.md section 5). */
export function sliderRange(minimumEntryValue: Centavos, proposal: Proposal | null): DownPaymentRange {
  return downPaymentRange(
    proposal
      ? {
          minimumEntryValue,
          currentDownPayment: proposal.downPayment,
          requestedAmount: proposal.requestedAmount,
          // The insurance is financed in full: it never lowers the phone's own financed part.
          financedCharges: proposal.insuranceValue,
        }
      : { minimumEntryValue },
  );
}

/** The instalment counts offered: the proposal's minimum up to 18. */
export function offeredInstallments(minimumInstallments: number): number[] {
  return installmentOptions(Math.min(Math.max(1, minimumInstallments), MAX_INSTALLMENTS));
}

/** The date sent for a picked day: a holiday moves to the next working day (core/calendar). */
export function pickedFirstDate(picked: IsoDate): IsoDate {
  return effectiveFirstDueDate(picked);
}
