import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for fixed options are the same on every answer, so they are computed once at
 * start-up and copied onto each reply, instead of building helmet's middleware chain per request.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

// The headers a JSON API needs (OWASP REST Security): no sniffing, no framing, no content
// loaded by an answer, HTTPS only, no referrer. Helmet's headers for HTML pages and old browsers
// (X-XSS-Protection, X-Download-Options, DNS prefetch, Flash policies, COOP, Origin-Agent-Cluster)
// do nothing on JSON, so they are left out.
export const API_SECURITY_HEADERS = computeSecurityHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  // Images are shown by the front-end origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The API's security headers on every answer. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(API_SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
