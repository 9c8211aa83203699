import { addDays, compareIsoDates, type IsoDate, workingDayOnOrAfter } from '../calendar/index.ts';
import { FGTS_LIMITS } from './limits.ts';

/**
 * The last day the customer may withdraw from an advance contracted (signed and credited) on
 * `contractDate`, a São Paulo day. CDC (Lei 8.078/1990) art. 49: 7 days from the signature, for a
 * contract made outside the premises (an app is). Counted as Código Civil art. 132 counts: the first day
 * left out, the last one in; § 1, a last day on a holiday moves to the next working day (this bank moves
 * it off weekends too, in the customer's favour).
 */
export function withdrawalDeadline(contractDate: IsoDate): IsoDate {
  return workingDayOnOrAfter(addDays(contractDate, FGTS_LIMITS.withdrawalDays));
}

/** Whether, on `today`, an advance contracted on `contractDate` may still be withdrawn from. */
export function withinWithdrawalPeriod(contractDate: IsoDate, today: IsoDate): boolean {
  return (
    compareIsoDates(today, contractDate) >= 0 && compareIsoDates(today, withdrawalDeadline(contractDate)) <= 0
  );
}
