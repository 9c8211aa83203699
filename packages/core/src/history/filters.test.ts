import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, historyWindow, TRANSACTION_FILTER_TYPES, transactionTypesFor } from './index.ts';

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
