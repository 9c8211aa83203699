import { createContext, useContext, useEffect, useState } from 'react';

/** True while the app's router holds a navigation whose page is not ready (its lazy chunk loading). */
export const NavigatingContext = createContext(false);

/** A navigation shown as loading: one still pending after `delayMs`, so a page already here never flashes it. */
export function useSlowNavigation(delayMs = 100): boolean {
  const navigating = useContext(NavigatingContext);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [navigating, delayMs]);
  return navigating && slow;
}
