import { useEffect, useRef, useSyncExternalStore } from 'react';
import { endpointPath, api } from '@replay/contract';
import { requestAccessToken } from '../api/api-client';
import { usePlatform, type Platform } from '../app/platform';
import type { LiveStatus } from './live-stream';

export type { LiveStatus };

type Listener = (data: unknown) => void;

/** When the browser is idle after the first screen (at most `timeoutMs` later). */
function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

/**
 * One live stream per page, shared by everything that listens (the bell, a thread): it opens when
 * the first listener arrives, once the browser is idle (its code, with the parser, is loaded then:
 * never before the first screen), and closes when the last one leaves.
 */
class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly watchers = new Set<() => void>();
  private count = 0;
  private stopping?: () => void;
  status: LiveStatus = 'connecting';

  constructor(private readonly platform: Platform) {}

  subscribe(type: string, listener: Listener): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
    if ((this.count += 1) === 1) this.start();
    return () => {
      set.delete(listener);
      if ((this.count -= 1) === 0) this.stop();
    };
  }

  watch = (onChange: () => void): (() => void) => {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  };

  private setStatus(status: LiveStatus): void {
    this.status = status;
    for (const watcher of this.watchers) watcher();
  }

  private start(): void {
    const { config, session, apiClient } = this.platform;
    let stream: { close(): void } | undefined;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      import(/* webpackChunkName: "live-stream" */ './live-stream').then(
        ({ openLiveStream }) => {
          if (stopped) return;
          stream = openLiveStream({
            url: `${config.apiUrl.replace(/\/+$/, '')}${endpointPath(api.liveEvents)}`,
            token: () => session.token(),
            renew: () => session.renew((email, idToken) => requestAccessToken(apiClient, email, idToken)),
            onEvent: (type, data) => this.listeners.get(type)?.forEach((listener) => listener(data)),
            onStatus: (status) => this.setStatus(status),
          });
        },
        () => this.setStatus('polling'),
      );
    });
    this.stopping = () => {
      stopped = true;
      cancelIdle();
      stream?.close();
      this.setStatus('connecting');
    };
  }

  private stop(): void {
    this.stopping?.();
    this.stopping = undefined;
  }
}

const hubs = new WeakMap<Platform, LiveHub>();
const hubOf = (platform: Platform) => {
  let hub = hubs.get(platform);
  if (!hub) hubs.set(platform, (hub = new LiveHub(platform)));
  return hub;
};

/**
 * Calls `listener` with the data of each live event of `type` for the signed-in user (`GET /events`:
 * `notification`, `{ unread }`), and answers the stream's status: `polling` while it cannot
 * connect, when a reader should fetch what it shows now and then instead.
 */
export function useLiveEvent(type: string, listener: (data: unknown) => void): LiveStatus {
  const hub = hubOf(usePlatform());
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => hub.subscribe(type, (data) => latest.current(data)), [hub, type]);
  return useSyncExternalStore(
    hub.watch,
    () => hub.status,
    () => 'connecting',
  );
}
