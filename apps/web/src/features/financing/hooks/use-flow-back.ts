import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar.tsx';
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

  const hold = useCallback<BlockerFunction>(
    ({ historyAction }) => historyAction === 'POP' && action.kind !== 'leave',
    [action],
  );
  const blocker = useBlocker(hold);
  // the latest back, so a held back runs once even if the screen changes before the router settles
  const latestBack = useRef(back);
  latestBack.current = back;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    latestBack.current();
  }, [blocker]);
  return back;
}
