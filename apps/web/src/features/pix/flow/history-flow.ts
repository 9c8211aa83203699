import type { IsoDate } from '@carteira/core/calendar';
import { type DateRange, fullRange, rangeProblem } from '@carteira/core/history';
import type { StatementItem } from '../../../lib/bank/statement.ts';

/** The history's filters (wallet.md: All, Sent, Received, Scheduled). */
export type PixHistoryFilter = 'all' | 'sent' | 'received' | 'scheduled';

export type { DateRange };

/** One Pix line of the statement: a statement line like any other. */
export type PixItem = StatementItem;

/** The history's screens: the list (with its filter and period), the period editor, a receipt, a return. */
export type HistoryState =
  | { screen: 'list'; filter: PixHistoryFilter; range: DateRange }
  | { screen: 'range'; filter: PixHistoryFilter; range: DateRange }
  | { screen: 'receipt'; filter: PixHistoryFilter; range: DateRange; item: PixItem }
  | { screen: 'return'; filter: PixHistoryFilter; range: DateRange; item: PixItem };

export type HistoryEvent =
  | { type: 'FILTER_CHOSEN'; filter: PixHistoryFilter }
  | { type: 'RANGE_OPENED' }
  | { type: 'RANGE_SET'; range: DateRange; today: IsoDate }
  | { type: 'ITEM_OPENED'; item: PixItem }
  | { type: 'RETURN_STARTED' }
  | { type: 'RETURN_FINISHED' }
  | { type: 'BACK' };

export function initialHistoryState(today: IsoDate, filter: PixHistoryFilter = 'all'): HistoryState {
  return { screen: 'list', filter, range: fullRange(today) };
}

const FILTERS: readonly PixHistoryFilter[] = ['all', 'sent', 'received', 'scheduled'];

/** The filter a navigation state asks for (the scheduled list after a schedule), else all. */
export function filterFromState(state: unknown): PixHistoryFilter {
  const filter = (state as { filter?: unknown } | null)?.filter;
  return FILTERS.find((f) => f === filter) ?? 'all';
}

/** A received Pix (type 30) may be given back; sent ones and returns made by this account may not. */
export function isReturnable(item: PixItem): boolean {
  return item.direction === 'in' && item.typeId === 30;
}

export function leavesHistoryOnBack(state: HistoryState): boolean {
  return state.screen === 'list';
}

export function historyReducer(state: HistoryState, event: HistoryEvent): HistoryState {
  const { filter, range } = state;
  switch (event.type) {
    case 'FILTER_CHOSEN':
      return state.screen === 'list' ? { ...state, filter: event.filter } : state;
    case 'RANGE_OPENED':
      return state.screen === 'list' ? { screen: 'range', filter, range } : state;
    case 'RANGE_SET':
      if (state.screen !== 'range' || rangeProblem(event.range, event.today) !== null) return state;
      return { screen: 'list', filter: filter === 'scheduled' ? 'all' : filter, range: event.range };
    case 'ITEM_OPENED':
      return state.screen === 'list' ? { screen: 'receipt', filter, range, item: event.item } : state;
    case 'RETURN_STARTED':
      return state.screen === 'receipt' && isReturnable(state.item)
        ? { screen: 'return', filter, range, item: state.item }
        : state;
    case 'RETURN_FINISHED':
      return state.screen === 'return' ? { screen: 'list', filter, range } : state;
    case 'BACK':
      switch (state.screen) {
        case 'range':
        case 'receipt':
          return { screen: 'list', filter, range };
        case 'return':
          return { screen: 'receipt', filter, range, item: state.item };
        default:
          return state;
      }
  }
}
