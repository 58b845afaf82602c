import type { FastifyInstance } from 'fastify';

/**
 * Headers of every HTML page the server answers: no other site may show the pages in a frame
 * (clickjacking: a visitor tricked into clicking Book or Pay under someone else's page), said both
 * ways, as browsers without CSP level 2 read only X-Frame-Options. The policy holds only directives
 * that cannot break a page: the pages carry inline scripts (the startup data, the early requests),
 * which a script-src would have to list by hash.
 */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
} as const;

export function addPageSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(PAGE_SECURITY_HEADERS);
    return payload;
  });
}
