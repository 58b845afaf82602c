import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { isPageRoute, type RemoteName } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { badRequest } from '../errors';
import { endpointRoute } from './endpoint-route';

type Body = Static<typeof endpoints.reportRum.body>;

/**
 * A remote's report: its events and vitals stored for the canary's analysis, and counted in the
 * metrics labelled with the remote and version ('other' for a version the registry does not
 * serve now, which keeps the labels' series bounded whatever a client sends).
 */
async function recordRemoteReport(
  app: FastifyInstance,
  report: {
    remote: RemoteName;
    version: string;
    session: string;
    events: NonNullable<Body['events']>;
    metrics: NonNullable<Body['metrics']>;
  },
): Promise<void> {
  const vital = (name: 'LCP' | 'INP') => report.metrics.find((metric) => metric.name === name)?.value;
  const [lcpMs, inpMs] = [vital('LCP'), vital('INP')];
  const names = [...new Set(report.events.map((event) => event.name))];
  await app.releases.report({
    remote: report.remote,
    version: report.version,
    session: report.session,
    events: names,
    ...(lcpMs === undefined ? {} : { lcpMs }),
    ...(inpMs === undefined ? {} : { inpMs }),
  });
  const known = (await app.releases.servedVersions()).has(`${report.remote}@${report.version}`);
  const labels = { remote: report.remote, version: known ? report.version : 'other' };
  const { metrics } = app;
  if (names.includes('remote_loaded')) metrics.remoteSessions.inc(labels);
  if (names.includes('remote_load_failed')) metrics.remoteFailures.inc({ ...labels, kind: 'load' });
  if (names.includes('remote_error')) metrics.remoteFailures.inc({ ...labels, kind: 'error' });
  if (lcpMs !== undefined) metrics.remoteLcp.observe(labels, lcpMs / 1000);
  if (inpMs !== undefined) metrics.remoteInp.observe(labels, inpMs / 1000);
}

/** The largest CLS taken: layout shift scores are fractions of the viewport, a few at most on a real page. */
const MAX_CLS = 10;

/**
 * POST /rum: the Web Vitals a real visit measured (the site's `web-vitals`, sampled by
 * RUM_SAMPLE_RATE), checked and added to the histograms of its page route, which the metrics
 * listener exposes. Only the site's own routes (the contract's `routePatterns`) are taken: a label
 * is a series each, so any other route is refused rather than counted. A report that names the
 * remote that drew the page (its version and the tab's random session id) is also stored for the
 * canary's analysis and counted per remote and version. navigator.sendBeacon sends its JSON as text/plain (a
 * cross-origin beacon with any other type would need a preflight it cannot make), so this route
 * reads a text/plain body as JSON too. Limited per client address.
 */
export async function rumRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The body must be JSON'), undefined);
      }
    });
    endpointRoute(scope, endpoints.reportRum, {
      rateLimit: app.config.rumRateLimit,
      rateLimitKey: (request) => `rum:${request.ip}`,
      handler: async (request, reply) => {
        const { route, metrics = [], remote, remoteVersion, session, events = [] } = request.body;
        if (!isPageRoute(route)) throw badRequest('route: not a page of this site');
        const bad = metrics.find((metric) => metric.name === 'CLS' && metric.value > MAX_CLS);
        if (bad) throw badRequest(`metrics: CLS must be at most ${MAX_CLS}`);
        const tagged = remote !== undefined && remoteVersion !== undefined && session !== undefined;
        if (events.length > 0 && !tagged) throw badRequest('events: name the remote, its version and the session');
        if (metrics.length === 0 && events.length === 0) throw badRequest('Send metrics, events or both');
        for (const metric of metrics) app.metrics.observeVital(metric.name, metric.value, route);
        if (tagged) await recordRemoteReport(app, { remote, version: remoteVersion, session, events, metrics });
        return reply.status(204).send();
      },
    });
  });
}
