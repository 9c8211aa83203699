import { useCallback } from 'react';
import { useHideBalance } from '../../../lib/settings/hide-balance.ts';

/**
 * Whether amounts are shown. The eye and the "hide balance" switch of /appSettings are the same choice,
 * kept on this device: the app opens with amounts as they were last left.
 */
export function useValuesVisible(): [boolean, () => void] {
  const [hidden, setHidden] = useHideBalance();
  const toggle = useCallback(() => setHidden(!hidden), [hidden, setHidden]);
  return [!hidden, toggle];
}
