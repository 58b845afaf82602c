import { endpointPath, api } from '@replay/contract';
import { requestAccessToken } from '../api/api-client';
import type { Platform } from '../app/platform';
import { endSession, mayRenew } from '../session/session-end';
import type { LiveStatus } from './live-stream';

type Listener = (data: unknown) => void;

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;
let intended = false;

/**
 * Runs `run` at the visitor's first pointing, key press, touch, focus or scroll on this page (at
 * once if there was one already). Not merely when idle: a stream is a connection that never ends,
 * and a page no one has touched yet (a tab opened in the background, a benchmark waiting for the
 * network to go quiet) does without it; the reader polls meanwhile. This code loads after the first
 * screen: an intent before it is not seen, and the stream opens at the next one.
 */
function onIntent(run: () => void): () => void {
  if (intended || typeof document === 'undefined') {
    if (intended) run();
    return () => undefined;
  }
  const stop = () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, handle, { capture: true }));
  function handle() {
    intended = true;
    stop();
    run();
  }
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, handle, { capture: true, passive: true }));
  return stop;
}

/** How long the stream stays open without listeners (a page changing layouts mounts its bell again). */
const LINGER_MS = 5000;

/**
 * One live stream per page, shared by everything that listens (the bell, a thread): it opens when
 * the first listener arrives and the visitor has used the page (its code, with the parser, is loaded
 * then: never before the first screen), and closes a few seconds after the last one leaves.
 */
class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly watchers = new Set<() => void>();
  private count = 0;
  private stopping?: () => void;
  private lingering?: ReturnType<typeof setTimeout>;
  status: LiveStatus = 'connecting';

  constructor(private readonly platform: Platform) {}

  subscribe(type: string, listener: Listener): () => void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
    clearTimeout(this.lingering);
    if ((this.count += 1) === 1 && !this.stopping) this.start();
    return () => {
      set.delete(listener);
      if ((this.count -= 1) === 0) this.lingering = setTimeout(() => this.stop(), LINGER_MS);
    };
  }

  watch = (onChange: () => void): (() => void) => {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  };

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const watcher of this.watchers) watcher();
  }

  private start(): void {
    const { config, session, apiClient } = this.platform;
    let stream: { close(): void } | undefined;
    let stopped = false;
    const cancelIntent = onIntent(() => {
      import(/* webpackChunkName: "live-stream" */ './live-stream').then(
        ({ openLiveStream }) => {
          if (stopped) return;
          stream = openLiveStream({
            url: `${config.apiUrl.replace(/\/+$/, '')}${endpointPath(api.liveEvents)}`,
            token: () => session.token(),
            renew: async () =>
              mayRenew(session)
                ? session.renew((email, idToken) => requestAccessToken(apiClient, email, idToken))
                : null,
            ended: (token) => {
              // Stopped for good: the next listener (the bell, once signed in again) opens a new one.
              this.stop();
              endSession(session, token);
            },
            onEvent: (type, data) => this.listeners.get(type)?.forEach((listener) => listener(data)),
            onStatus: (status) => this.setStatus(status),
          });
        },
        () => this.setStatus('polling'),
      );
    });
    this.stopping = () => {
      stopped = true;
      cancelIntent();
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

/**
 * Adds a listener of `type` to the page's live stream (see useLiveEvent) and tells `onStatus` where
 * the stream stands; returns the function that removes them.
 */
export function subscribe(
  platform: Platform,
  type: string,
  listener: Listener,
  onStatus: (status: LiveStatus) => void,
): () => void {
  let hub = hubs.get(platform);
  if (!hub) hubs.set(platform, (hub = new LiveHub(platform)));
  const watched = hub;
  onStatus(watched.status);
  const unwatch = watched.watch(() => onStatus(watched.status));
  const unsubscribe = watched.subscribe(type, listener);
  return () => {
    unwatch();
    unsubscribe();
  };
}
