import { createContext, useContext, useEffect, useRef } from 'react';
import type { AppHistory } from './app-history.ts';

/** The app's history, given by the app's router (absent in a test's plain router: nothing is held). */
export const AppHistoryContext = createContext<AppHistory | null>(null);

/**
 * While `holding`, the system back (browser or phone button) stays on this screen and runs `onBack`
 * instead. The hold is registered after the first paint and reads the latest values when a back comes.
 */
export function useHoldBack(holding: boolean, onBack: () => void): void {
  const history = useContext(AppHistoryContext);
  const latest = useRef({ holding, onBack });
  latest.current = { holding, onBack };
  useEffect(
    () =>
      history?.holdBack({
        holds: () => latest.current.holding,
        onBack: () => latest.current.onBack(),
      }),
    [history],
  );
}
