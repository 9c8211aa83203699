import { useCallback, useState } from 'react';

const STORAGE_KEY = 'carteira.hideValues';

/** Whether amounts are shown; the choice is kept on this device. */
export function useValuesVisible(): [boolean, () => void] {
  const [visible, setVisible] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) !== '1';
    } catch {
      return true;
    }
  });
  const toggle = useCallback(() => {
    setVisible((current) => {
      try {
        localStorage.setItem(STORAGE_KEY, current ? '1' : '0');
      } catch {
        // not kept, still toggled
      }
      return !current;
    });
  }, []);
  return [visible, toggle];
}
