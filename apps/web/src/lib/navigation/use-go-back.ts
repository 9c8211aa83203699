import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export const HOME_ROUTE = '/newWalletLaunch';

/** Navigation state that marks a move as "back" (the page enters with the right transition). */
export interface BackState {
  direction: 'back';
}

function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Going back: to the previous screen when there is one in this visit, otherwise home replaces the
 * current screen (wallet.md section 2: /newWalletLaunch is the default fallback for going back).
 */
export function useGoBack(fallback: string = HOME_ROUTE): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasAppHistory()) navigate(-1);
    else navigate(fallback, { replace: true, state: { direction: 'back' } satisfies BackState });
  }, [navigate, fallback]);
}
