import { addDays, type IsoDate, toSaoPauloDate } from '../calendar/index.ts';

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
