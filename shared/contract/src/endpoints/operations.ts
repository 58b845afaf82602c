import { Type } from '@sinclair/typebox';
import { REMOTE_EVENTS, REMOTE_EVENTS_MAX, REMOTE_NAMES } from '../domain';
import { defineEndpoint } from '../endpoint';
import { OneOf, Strict } from '../schemas';

/** The Web Vitals the site reports of real visits. */
const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

/**
 * A page route as the router declares it (`/product/:id`), never a visited URL: the figures are
 * grouped by it, and a URL would carry ids and queries.
 */
const PageRoute = Type.String({
  pattern: '^/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9_]*|\\*)?(/([A-Za-z0-9_-]+|:[A-Za-z][A-Za-z0-9_]*|\\*))*$',
  maxLength: 100,
});

export const reportRum = defineEndpoint({
  method: 'POST',
  path: '/rum',
  summary:
    "Real-user speed and remote health: a visit's Web Vitals on one page route (LCP, INP and TTFB in milliseconds, CLS unitless) and the events of the remote that drew it (loaded, failed to load, error), sent with navigator.sendBeacon (JSON, as text/plain or application/json)",
  access: 'public',
  body: Strict({
    route: PageRoute,
    metrics: Type.Optional(
      Type.Array(
        Strict({
          name: OneOf(RUM_METRICS),
          value: Type.Number({ minimum: 0, maximum: 60_000 }),
        }),
        { minItems: 1, maxItems: 8 },
      ),
    ),
    /** The remote that drew the page, and its version: vitals and events are counted per version. */
    remote: Type.Optional(OneOf(REMOTE_NAMES)),
    remoteVersion: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.-]*$', maxLength: 60 })),
    /** A random id per browser tab (no personal data): sessions are counted by it. */
    session: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]{8,64}$' })),
    events: Type.Optional(
      Type.Array(Strict({ name: OneOf(REMOTE_EVENTS) }), { minItems: 1, maxItems: REMOTE_EVENTS_MAX }),
    ),
  }),
  responses: { 204: Type.Null() },
});
