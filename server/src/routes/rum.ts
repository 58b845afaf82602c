import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { badRequest } from '../errors';
import { endpointRoute } from './endpoint-route';

/** The largest CLS taken: layout shift scores are fractions of the viewport, a few at most on a real page. */
const MAX_CLS = 10;

/**
 * POST /rum: the Web Vitals a real visit measured (the site's `web-vitals`, sampled by
 * RUM_SAMPLE_RATE), checked and added to the histograms of its page route, which the metrics
 * listener exposes. Only the site's own routes (the contract's `routePatterns`) are taken: a label
 * is a series each, so any other route is refused rather than counted. Nothing is stored. navigator.sendBeacon sends its JSON as text/plain (a
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
        const { route, metrics } = request.body;
        if (!isPageRoute(route)) throw badRequest('route: not a page of this site');
        const bad = metrics.find((metric) => metric.name === 'CLS' && metric.value > MAX_CLS);
        if (bad) throw badRequest(`metrics: CLS must be at most ${MAX_CLS}`);
        for (const metric of metrics) app.metrics.observeVital(metric.name, metric.value, route);
        return reply.status(204).send();
      },
    });
  });
}
