import { daysBetween, type IsoDate } from '@carteira/core/calendar';
import {
  defaultFirstDueDate,
  financeWithIof,
  financingCet,
  firstDueDateFor,
  MAX_INSTALLMENTS,
  MIN_FINANCED_AMOUNT,
  minimumEntry,
  monthlyFromAnnual,
} from '@carteira/core/credit';
import { centavos } from '@carteira/core/money';
import { badRequest } from './financing.errors.ts';
import type { ScheduleRow } from './financing.table.ts';

/**
 * The financing figures, all with core/credit (Price table, financed IOF, CET, minimum entry, first
 * due date window). Pure: money in centavos, dates as ISO days.
 */

/** The sandbox financing company's rate: 3,99% a month. */
export const FINANCING_MONTHLY_RATE = 0.0399;
/** The fewest instalments offered; the most is MAX_INSTALLMENTS (18). */
export const MIN_INSTALLMENTS = 3;

export interface Conditions {
  /** The approved limit (what may be financed), centavos. */
  releasedCents: number;
  /** Percent points of the phone's price the down payment must at least cover. */
  minimumEntryPercentage: number;
}

/**
 * The least down payment: the minimum entry percentage of the phone's price (rounded up to the
 * centavo), and never less than what the approved limit leaves uncovered.
 */
export function minimumDownPayment(
  productCents: number,
  extrasCents: number,
  conditions: Conditions,
): number {
  const byPercentage = minimumEntry(centavos(productCents), conditions.minimumEntryPercentage);
  const byLimit = productCents + extrasCents - conditions.releasedCents;
  return Math.max(byPercentage, byLimit, 0);
}

/**
 * The most down payment: at least MIN_FINANCED_AMOUNT (R$ 100,00) of the phone's price stays
 * financed. The insurance is always financed whole, so the credit always releases something for the
 * phone itself and the CET (whose FC0 is price - down payment) exists.
 */
export function maximumDownPayment(productCents: number): number {
  return Math.max(0, productCents - MIN_FINANCED_AMOUNT);
}

export interface Financed {
  requestedCents: number;
  /** FC0 of the CET: what the credit releases for the phone (requested - financed insurance). */
  releasedForGoodCents: number;
  iofCents: number;
  principalCents: number;
  firstInstallmentDate: IsoDate;
  schedule: ScheduleRow[];
  totalCents: number;
  /** Annual CET, a decimal. */
  cet: number;
}

/**
 * One financing of `requestedCents` released today: schedule, IOF financed, CET.
 *
 * CET, Resolução CMN 4.881/2020 art. 4 (the formula of Resolução CMN 3.517/2007): the annual rate
 * that discounts the instalments (FCj: interest, amortization, financed IOF per Decreto 6.306/2007
 * and the financed insurance) to FC0, the amount actually released for the customer's benefit: the
 * phone's price minus the down payment, that is requestedCents minus the financed insurance
 * (`insuranceCents`). The insurance is a cost charged to the customer, so it stays out of FC0 and
 * shows in the CET (core/credit financingCet).
 */
export function finance(input: {
  requestedCents: number;
  /** The insurance premium financed inside requestedCents (0 for 'Sem seguro'). */
  insuranceCents?: number;
  installments: number;
  firstInstallmentDate: IsoDate;
  today: IsoDate;
  monthlyRate?: number;
}): Financed {
  const monthlyRate = input.monthlyRate ?? FINANCING_MONTHLY_RATE;
  const result = financeWithIof({
    requested: centavos(input.requestedCents),
    monthlyRate,
    installments: input.installments,
    firstDueDate: input.firstInstallmentDate,
    releaseDate: input.today,
  });
  const schedule = result.schedule.map((row) => ({
    number: row.number,
    dueDate: row.dueDate,
    payment: row.payment,
    interest: row.interest,
    amortization: row.amortization,
    balance: row.balance,
  }));
  const totalCents = schedule.reduce((sum, row) => sum + row.payment, 0);
  const insuranceCents = input.insuranceCents ?? 0;
  const rate = financingCet({
    financed: result,
    financedCharges: centavos(insuranceCents),
    releaseDate: input.today,
  });
  return {
    requestedCents: input.requestedCents,
    releasedForGoodCents: result.released - insuranceCents,
    iofCents: result.iof.total,
    principalCents: result.principal,
    firstInstallmentDate: input.firstInstallmentDate,
    schedule,
    totalCents,
    cet: rate,
  };
}

/**
 * The first due date the customer picked, checked and moved off a national banking holiday: a day 31
 * to 59 days after today, not a Saturday or Sunday, or the working day such a holiday already moved
 * to (core/credit firstDueDateFor; it may lie past day 59). 400 otherwise.
 */
export function firstInstallmentDateFor(picked: IsoDate, today: IsoDate): IsoDate {
  const due = firstDueDateFor(picked, today);
  if (due === null) {
    const days = daysBetween(today, picked);
    const why =
      days < 31 || days > 59
        ? 'A primeira parcela deve vencer entre 31 e 59 dias a partir de hoje'
        : 'A primeira parcela não pode vencer em um sábado ou domingo';
    throw badRequest(why, `Data escolhida: ${picked}`);
  }
  return due;
}

/** What a device list item shows: 18x at the minimum entry and the default first due date. */
export function listFigures(productCents: number, conditions: Conditions, today: IsoDate) {
  const entry = minimumDownPayment(productCents, 0, conditions);
  const requested = productCents - entry;
  if (requested < MIN_FINANCED_AMOUNT) {
    return { minimumEntryCents: entry, installmentCents: 0, totalCents: productCents };
  }
  const financed = finance({
    requestedCents: requested,
    installments: MAX_INSTALLMENTS,
    firstInstallmentDate: defaultFirstDueDate(today),
    today,
  });
  return {
    minimumEntryCents: entry,
    installmentCents: financed.schedule[0]?.payment ?? 0,
    totalCents: entry + financed.totalCents,
  };
}

/** Percent with two decimals (0.03991 -> 3.99). */
export function percent(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

export { monthlyFromAnnual };
