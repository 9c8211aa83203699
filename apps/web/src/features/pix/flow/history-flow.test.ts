import { fullRange } from '@carteira/core/history';
import type { Centavos } from '@carteira/core/money';
import { describe, expect, it } from 'vitest';
import {
  filterFromState,
  type HistoryState,
  historyReducer,
  initialHistoryState,
  isReturnable,
  leavesHistoryOnBack,
  type PixItem,
} from './history-flow.ts';

const today = '2026-11-22';
const received: PixItem = {
  id: 't1',
  typeId: 30,
  at: '2026-11-20T10:00:00-03:00',
  amount: 2550 as Centavos,
  direction: 'in',
  counterparty: 'Bruno',
  note: '',
  hasReceipt: true,
  authentication: 'A1B2.C3D4.E5F6.0718.293A.4B5C.6D7E.8F90',
  fee: 0 as Centavos,
  hasFee: false,
  failed: false,
  endToEnd: 'E99999999202611201300abcdefghijk',
  key: '',
};
const sent: PixItem = { ...received, id: 't2', typeId: 40, direction: 'out' };

describe('Pix history flow', () => {
  it('starts on the list, all Pix of the last 90 days; back there leaves the route', () => {
    const state = initialHistoryState(today);
    expect(state).toEqual({ screen: 'list', filter: 'all', range: { from: '2026-08-24', to: today } });
    expect(leavesHistoryOnBack(state)).toBe(true);
  });

  it('opens on the filter a navigation state asks for', () => {
    expect(filterFromState({ filter: 'scheduled' })).toBe('scheduled');
    expect(filterFromState({ filter: 'nonsense' })).toBe('all');
    expect(filterFromState(null)).toBe('all');
    expect(initialHistoryState(today, 'scheduled')).toMatchObject({ filter: 'scheduled' });
  });

  it('changes the filter on the list only', () => {
    const state = historyReducer(initialHistoryState(today), { type: 'FILTER_CHOSEN', filter: 'received' });
    expect(state).toMatchObject({ screen: 'list', filter: 'received' });
  });

  it('sets a period the statement accepts and refuses one it does not', () => {
    const open = historyReducer(initialHistoryState(today), { type: 'RANGE_OPENED' });
    expect(open.screen).toBe('range');
    const range = { from: '2026-11-01', to: '2026-11-10' };
    expect(historyReducer(open, { type: 'RANGE_SET', range, today })).toMatchObject({
      screen: 'list',
      range,
    });
    const reversed = { from: '2026-11-10', to: '2026-11-01' };
    expect(historyReducer(open, { type: 'RANGE_SET', range: reversed, today })).toBe(open);
    expect(historyReducer(open, { type: 'BACK' })).toMatchObject({ screen: 'list', range: fullRange(today) });
  });

  it('opens a receipt, a return of a received Pix, and steps back one screen at a time', () => {
    const receipt = historyReducer(initialHistoryState(today), { type: 'ITEM_OPENED', item: received });
    expect(receipt).toMatchObject({ screen: 'receipt', item: received });
    const ret = historyReducer(receipt, { type: 'RETURN_STARTED' });
    expect(ret).toMatchObject({ screen: 'return', item: received });
    expect(historyReducer(ret, { type: 'BACK' })).toEqual(receipt);
    expect(historyReducer(receipt, { type: 'BACK' })).toMatchObject({ screen: 'list' });
    expect(historyReducer(ret, { type: 'RETURN_FINISHED' })).toMatchObject({ screen: 'list', filter: 'all' });
  });

  it('never returns a Pix sent', () => {
    expect(isReturnable(received)).toBe(true);
    expect(isReturnable(sent)).toBe(false);
    const receipt: HistoryState = historyReducer(initialHistoryState(today), {
      type: 'ITEM_OPENED',
      item: sent,
    });
    expect(historyReducer(receipt, { type: 'RETURN_STARTED' })).toBe(receipt);
  });
});
