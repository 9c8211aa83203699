import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useHoldBack } from '../../../lib/navigation/use-hold-back.ts';
import type { BackAction } from '../flow/back-action.ts';

/**
 * One back for the top bar arrow and the system back (browser or phone button): it steps inside the
 * flow, leaves for a route, or is refused with the 'no action' snackbar while something runs. A
 * system back that would step or be refused is held, so the route is not left by mistake.
 */
export function useFlowBack(action: BackAction, step: () => void, noActionText: string): () => void {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const back = useCallback(() => {
    if (action.kind === 'refused') snackbar.show({ text: noActionText, duration: 'short' });
    else if (action.kind === 'step') step();
    else navigate(action.to, { replace: true, state: { direction: 'back' } });
  }, [action, step, noActionText, snackbar, navigate]);
  useHoldBack(action.kind !== 'leave', back);
  return back;
}
