import { Type } from '@sinclair/typebox';
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
    "Real-user speed: a visit's Web Vitals on one page route (LCP, INP and TTFB in milliseconds, CLS unitless), sent with navigator.sendBeacon (JSON, as text/plain or application/json)",
  access: 'public',
  body: Strict({
    route: PageRoute,
    metrics: Type.Array(
      Strict({
        name: OneOf(RUM_METRICS),
        value: Type.Number({ minimum: 0, maximum: 60_000 }),
      }),
      { minItems: 1, maxItems: 8 },
    ),
  }),
  responses: { 204: Type.Null() },
});
