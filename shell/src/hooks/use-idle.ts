import { useEffect, useState } from 'react';
import { usePlatform } from '@replay/platform';

/** True once the browser is idle after the first screen: what no first screen needs loads then. */
export function useIdle(): boolean {
  const { firstScreen } = usePlatform();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    let cancelled = false;
    void firstScreen.then(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback !== 'function') return setIdle(true);
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [firstScreen]);
  return idle;
}
