import Fastify from 'fastify';
import { addSearchEngineFiles } from './search-engines';

function siteAt(publicSiteUrl?: string) {
  const app = Fastify();
  addSearchEngineFiles(app, { publicSiteUrl });
  return app;
}

it('keeps search engines out of the dashboard and points them at the sitemap, at the address the site is reached by', async () => {
  const robots = await siteAt().inject({ url: '/robots.txt', headers: { host: 'replay.test:3000' } });

  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(robots.body).toBe(
    'User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: http://replay.test:3000/sitemap.xml\n',
  );
});

it('lists the public pages in the sitemap, at PUBLIC_SITE_URL when it is set', async () => {
  const sitemap = await siteAt('https://replay.example/').inject({ url: '/sitemap.xml' });

  expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.body.match(/<loc>[^<]+<\/loc>/g)).toEqual([
    '<loc>https://replay.example/</loc>',
    '<loc>https://replay.example/blog</loc>',
    '<loc>https://replay.example/login</loc>',
    '<loc>https://replay.example/signup</loc>',
  ]);
});
