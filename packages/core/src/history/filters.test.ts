import { describe, expect, it } from 'vitest';
import {
  fullRange,
  HISTORY_DAYS,
  historyWindow,
  rangeProblem,
  TRANSACTION_FILTER_TYPES,
  transactionTypesFor,
} from './index.ts';

describe('transaction filters', () => {
  it('maps all, sent and received to type codes', () => {
    expect(transactionTypesFor('all')).toEqual([30, 40]);
    expect(transactionTypesFor('sent')).toEqual([40]);
    expect(transactionTypesFor('received')).toEqual([30]);
    expect(Object.keys(TRANSACTION_FILTER_TYPES)).toEqual(['all', 'sent', 'received']);
  });
});

describe('historyWindow', () => {
  it('covers 90 days back to today in São Paulo', () => {
    expect(HISTORY_DAYS).toBe(90);
    expect(historyWindow(new Date('2026-03-18T02:00:00Z'))).toEqual({ from: '2025-12-17', to: '2026-03-17' });
    expect(historyWindow('2026-03-18')).toEqual({ from: '2025-12-18', to: '2026-03-18' });
  });
});

describe('rangeProblem', () => {
  const today = '2026-11-22';
  it.each([
    [{ from: '2026-11-10', to: '2026-11-01' }, 'rangeOrder'],
    [{ from: '2026-08-23', to: '2026-11-01' }, 'rangeTooOld'],
    [{ from: '2026-11-01', to: '2026-11-23' }, 'rangeFuture'],
    [{ from: '2026-08-24', to: today }, null],
    [{ from: today, to: today }, null],
  ] as const)('period %o is %s', (range, problem) => {
    expect(rangeProblem(range, today)).toBe(problem);
  });

  it('the full range is the 90 days back to today', () => {
    expect(fullRange(today)).toEqual({ from: '2026-08-24', to: today });
    expect(rangeProblem(fullRange(today), today)).toBeNull();
  });
});
