import { useCallback, useEffect, useState } from 'react';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the device is online, following the online and offline events. */
export function useOnlineStatus(): { online: boolean; recheck: () => void; isOnline: () => boolean } {
  const [online, setOnline] = useState(isOnline);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  const recheck = useCallback(() => setOnline(isOnline()), []);
  return { online, recheck, isOnline };
}
