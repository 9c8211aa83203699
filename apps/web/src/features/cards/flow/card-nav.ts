import { useLocation } from 'react-router';
import type { CopyReason } from '../api/order-second-copy.ts';

/** What a card page is asked to do with a card, by the page that opened it. */
export type CardAction = 'changePin' | 'forgotPin' | 'unblockWrongPin';

const ACTIONS: readonly CardAction[] = ['changePin', 'forgotPin', 'unblockWrongPin'];
const REASONS: readonly CopyReason[] = ['ROUBO', 'PERDA', 'DANIFICADO'];

/**
 * The context a card page is opened with. It travels in navigation state, never in the address
 * (wallet.md section 2, access rule): a reload keeps it, a shared link does not carry it.
 */
export interface CardNavState {
  cardKey?: string;
  reason?: CopyReason;
  action?: CardAction;
}

/** The navigation state read defensively: anything else in it is ignored. */
export function readCardNavState(state: unknown): CardNavState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const out: CardNavState = {};
  if (typeof s.cardKey === 'string' && s.cardKey !== '') out.cardKey = s.cardKey;
  if (REASONS.includes(s.reason as CopyReason)) out.reason = s.reason as CopyReason;
  if (ACTIONS.includes(s.action as CardAction)) out.action = s.action as CardAction;
  return out;
}

export function useCardNavState(): CardNavState {
  return readCardNavState(useLocation().state);
}
