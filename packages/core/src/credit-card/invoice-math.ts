import { addDays, addMonths, daysInMonth, type IsoDate, isoDate, parseIsoDate } from '../calendar/index.ts';

/**
 * The guaranteed-credit (secured) card's arithmetic, in whole centavos (wallet.md sections 3 and 4).
 * Rates are basis points (1 bp = 0,01%), applied with half-up rounding in integer arithmetic.
 */

/** The limit is 100% of the guarantee invested (a secured card: every real of limit is backed). */
export const LIMIT_BPS_OF_GUARANTEE = 10_000;
/** The smallest and largest guarantee one customer may hold, in centavos (R$ 100,00 to R$ 50.000,00). */
export const MIN_GUARANTEE = 10_000;
export const MAX_GUARANTEE = 5_000_000;
/** Invoice due days a customer may choose; 10 when none is chosen. */
export const DUE_DAYS = [5, 10, 15, 20, 25] as const;
export const DEFAULT_DUE_DAY = 10;
/** The invoice closes 7 calendar days before it falls due; the closing day is the best purchase day. */
export const CLOSING_DAYS_BEFORE_DUE = 7;
/** Minimum payment: 15% of the invoice, at least R$ 50,00 (or the whole invoice when smaller). */
export const MINIMUM_PAYMENT_BPS = 1_500;
export const MINIMUM_PAYMENT_FLOOR = 5_000;
/** Revolving credit interest, per month: 6,90% a.m. (a secured card's rate, below unsecured cards'). */
export const REVOLVING_INTEREST_BPS = 690;
/** Late charges when less than the minimum was paid by the due date: fine 2% and mora 1% a.m. */
export const LATE_FINE_BPS = 200;
export const LATE_MORA_BPS = 100;
/** IOF on the revolving balance: 0,38% plus 0,0082% a day for the 30 days financed (0,246%). */
export const IOF_FIXED_BPS = 38;
export const IOF_DAILY_MILLIONTHS = 82;
export const IOF_DAYS = 30;

/** amount x bps / 10000, half up, in integer arithmetic. */
export function applyBps(amount: number, bps: number): number {
  assertCentavos(amount);
  return Math.floor((amount * bps + 5_000) / 10_000);
}

function assertCentavos(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`expected a non-negative whole number of centavos, got ${String(amount)}`);
  }
}

/** The credit limit a guarantee backs. */
export function limitFor(guarantee: number): number {
  return applyBps(guarantee, LIMIT_BPS_OF_GUARANTEE);
}

export interface LimitView {
  total: number;
  used: number;
  available: number;
}

/** Total, used and available limit; available never below zero. */
export function limitView(guarantee: number, used: number): LimitView {
  assertCentavos(used);
  const total = limitFor(guarantee);
  return { total, used, available: Math.max(0, total - used) };
}

/** The part of the guarantee that may be redeemed: what does not back the limit already used. */
export function redeemable(guarantee: number, used: number): number {
  assertCentavos(guarantee);
  assertCentavos(used);
  const backing = Math.ceil((used * 10_000) / LIMIT_BPS_OF_GUARANTEE);
  return Math.max(0, guarantee - backing);
}

/** The minimum payment of an invoice of `total` centavos. */
export function minimumPayment(total: number): number {
  assertCentavos(total);
  if (total === 0) return 0;
  return Math.min(total, Math.max(applyBps(total, MINIMUM_PAYMENT_BPS), MINIMUM_PAYMENT_FLOOR));
}

export interface InvoiceDates {
  /** The day the invoice closes (purchases from this day on go to the next one). */
  closing: IsoDate;
  due: IsoDate;
}

/** The invoice due in the month of `monthOf` on `dueDay` (days past the month's end fall on its last day). */
export function invoiceDatesFor(monthOf: IsoDate, dueDay: number): InvoiceDates {
  const { year, month } = parseIsoDate(monthOf);
  const due = isoDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
  return { closing: addDays(due, -CLOSING_DAYS_BEFORE_DUE), due };
}

/** The invoice a purchase made on `today` belongs to: the first whose closing day is after today. */
export function openInvoiceDates(today: IsoDate, dueDay: number): InvoiceDates {
  let dates = invoiceDatesFor(today, dueDay);
  while (dates.closing <= today) dates = invoiceDatesFor(addMonths(dates.due, 1), dueDay);
  return dates;
}

export interface CarriedCharges {
  /** What was left unpaid of the previous invoice, carried to the next. */
  previousBalance: number;
  interest: number;
  fine: number;
  mora: number;
  iof: number;
  /** The sum of the charges (not the carried balance). */
  charges: number;
}

/**
 * What an invoice left unpaid brings into the next one when it closes: the unpaid balance, the
 * revolving interest on it, IOF on it, and, when less than the minimum was paid, the fine and mora.
 * Interest and charges together never exceed the unpaid balance (Lei 14.690/2023: at most 100% of
 * the debt); the cap trims mora, then the fine, then the interest.
 */
export function carriedCharges(input: { total: number; paid: number; minimum: number }): CarriedCharges {
  assertCentavos(input.total);
  assertCentavos(input.paid);
  assertCentavos(input.minimum);
  const previousBalance = Math.max(0, input.total - input.paid);
  if (previousBalance === 0) return { previousBalance, interest: 0, fine: 0, mora: 0, iof: 0, charges: 0 };
  const belowMinimum = input.paid < input.minimum;
  let interest = applyBps(previousBalance, REVOLVING_INTEREST_BPS);
  const iof =
    applyBps(previousBalance, IOF_FIXED_BPS) +
    Math.floor((previousBalance * IOF_DAILY_MILLIONTHS * IOF_DAYS + 500_000) / 1_000_000);
  let fine = belowMinimum ? applyBps(previousBalance, LATE_FINE_BPS) : 0;
  let mora = belowMinimum ? applyBps(previousBalance, LATE_MORA_BPS) : 0;
  let excess = interest + fine + mora + iof - previousBalance;
  for (const trim of ['mora', 'fine', 'interest'] as const) {
    if (excess <= 0) break;
    const value = trim === 'mora' ? mora : trim === 'fine' ? fine : interest;
    const cut = Math.min(value, excess);
    if (trim === 'mora') mora -= cut;
    else if (trim === 'fine') fine -= cut;
    else interest -= cut;
    excess -= cut;
  }
  return { previousBalance, interest, fine, mora, iof, charges: interest + fine + mora + iof };
}

/** The payment status of an invoice (wallet.md section 4): INTEGRAL, MINIMO, ABAIXO_DO_MINIMO or none. */
export function paymentStatusOf(input: {
  total: number;
  paid: number;
  minimum: number;
}): 'INTEGRAL' | 'MINIMO' | 'ABAIXO_DO_MINIMO' | null {
  if (input.paid <= 0) return null;
  if (input.paid >= input.total) return 'INTEGRAL';
  return input.paid >= input.minimum ? 'MINIMO' : 'ABAIXO_DO_MINIMO';
}
