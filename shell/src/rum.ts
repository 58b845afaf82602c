import { api, endpointPath } from '@replay/contract';
import type { RuntimeConfig } from '@replay/platform';
import { remoteHealth, type RemoteTag } from './remotes/remote-health';

/** The share of visits that report their speed when RUM_SAMPLE_RATE is not set. */
const DEFAULT_SAMPLE_RATE = 0.1;

type Name = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/**
 * The route pattern of a router's matches (`/product/:id`), never the visited URL: one of the
 * contract's `routePatterns`, the only routes POST /rum takes. A child's absolute path already
 * holds its parent's (the dashboard's pages, `/dashboard/myorders` under `/dashboard`), so it
 * replaces what came before; a relative one is appended.
 */
export function routePattern(matches: ReadonlyArray<{ route: { path?: string } }>): string {
  const path = matches.reduce((pattern, { route }) => {
    if (!route.path) return pattern;
    return route.path.startsWith('/') ? route.path : `${pattern}/${route.path}`;
  }, '');
  const normalized = path.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return normalized.startsWith('/') ? normalized || '/' : `/${normalized}`;
}

/**
 * Real-user speed: a sampled share of visits (RUM_SAMPLE_RATE) loads `web-vitals` once the first
 * screen is there (its own chunk, never the first screen's), and reports LCP, INP, CLS and TTFB of
 * the landing page's route to POST /rum when the page is hidden or left. navigator.sendBeacon
 * survives the page closing; its body is JSON sent as text/plain, which a cross-origin beacon may
 * carry without a preflight. A remote's page names that remote, the version the tab loaded and the
 * tab's session: the figures are compared per version while a canary runs.
 */
export function startRealUserMetrics(
  config: Pick<RuntimeConfig, 'apiUrl' | 'rumSampleRate'>,
  route: string,
  {
    random = Math.random,
    load = () => import('web-vitals'),
    owner = (pattern: string): RemoteTag | undefined => remoteHealth.ownerOf(pattern),
  } = {},
): Promise<void> {
  const rate = config.rumSampleRate ?? DEFAULT_SAMPLE_RATE;
  if (!(random() < rate) || typeof navigator === 'undefined' || !('sendBeacon' in navigator)) return Promise.resolve();
  const url = `${config.apiUrl.replace(/\/+$/, '')}${endpointPath(api.reportRum, {})}`;
  const pending = new Map<Name, number>();
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    pending.clear();
    navigator.sendBeacon(url, JSON.stringify({ route, ...owner(route), metrics }));
  };
  return load().then(
    ({ onLCP, onINP, onCLS, onTTFB }) => {
      const keep = ({ name, value }: { name: Name; value: number }) => pending.set(name, value);
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
      onTTFB(keep);
      // web-vitals reports LCP, CLS and INP when the page is hidden: send them then, in one beacon.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') queueMicrotask(flush);
      });
      addEventListener('pagehide', flush);
    },
    () => undefined, // no speed report this visit
  );
}
