import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The public pages search engines may index; signed-in pages and the dashboard are not for them. */
const PUBLIC_PAGES = ['/', '/blog', '/login', '/signup'];

/**
 * /robots.txt and /sitemap.xml, at the address the site is reached by: `publicSiteUrl`
 * (PUBLIC_SITE_URL), else the request's own origin.
 */
export function addSearchEngineFiles(app: FastifyInstance, { publicSiteUrl }: { publicSiteUrl?: string }): void {
  const siteUrl = (request: FastifyRequest) =>
    (publicSiteUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${siteUrl(request)}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${siteUrl(request)}${page}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
