import { useEffect, useRef, useState } from 'react';
import { usePlatform } from '../app/platform';
import type { LiveStatus } from './live-stream';

export type { LiveStatus };

/**
 * Calls `listener` with the data of each live event of `type` for the signed-in user (`GET /events`:
 * `notification`, `{ unread }`), and answers the stream's status. Until it is `open` (before the
 * visitor's first intent, or while it cannot connect: `polling`) a reader should fetch what it
 * shows now and then instead. The stream's code loads with the first listener, once the first
 * screen is there (Platform's `firstScreen`): none of it is on a page's first screen (./live-hub.ts).
 */
export function useLiveEvent(type: string, listener: (data: unknown) => void): LiveStatus {
  const platform = usePlatform();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void platform.firstScreen
      .then(() => import(/* webpackChunkName: "live-stream" */ './live-hub'))
      .then(({ subscribe }) => {
        if (!cancelled) stop = subscribe(platform, type, (data) => latest.current(data), setStatus);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [platform, type]);
  return status;
}
