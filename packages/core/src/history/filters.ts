import { addDays, compareIsoDates, type IsoDate, toSaoPauloDate } from '../calendar/index.ts';

/** Statement transaction-type filters: all = types 30 and 40, sent = 40, received = 30. */
export const TRANSACTION_FILTER_TYPES = {
  all: [30, 40],
  sent: [40],
  received: [30],
} as const;

export type TransactionFilter = keyof typeof TRANSACTION_FILTER_TYPES;

export const RECEIVED_TYPE = 30;
export const SENT_TYPE = 40;

export function transactionTypesFor(filter: TransactionFilter): readonly number[] {
  return TRANSACTION_FILTER_TYPES[filter];
}

/** The transaction history covers 90 days. */
export const HISTORY_DAYS = 90;

/**
 * The statement window for `now`: from 90 days before today to today, São Paulo days, both
 * inclusive (the bank refuses a start further back).
 */
export function historyWindow(now: Date | number | string): { from: IsoDate; to: IsoDate } {
  const to = toSaoPauloDate(now);
  return { from: addDays(to, -HISTORY_DAYS), to };
}

/** A period of the statement, São Paulo days, both inclusive. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export type RangeProblem = 'rangeOrder' | 'rangeTooOld' | 'rangeFuture';

/** A period the statement accepts: at most 90 days back, not after today, start not after end. */
export function rangeProblem(range: DateRange, today: IsoDate): RangeProblem | null {
  if (compareIsoDates(range.to, today) > 0) return 'rangeFuture';
  if (compareIsoDates(range.from, addDays(today, -HISTORY_DAYS)) < 0) return 'rangeTooOld';
  if (compareIsoDates(range.from, range.to) > 0) return 'rangeOrder';
  return null;
}

/** The whole window the history covers: 90 days back to today. */
export function fullRange(today: IsoDate): DateRange {
  return { from: addDays(today, -HISTORY_DAYS), to: today };
}
