#!/usr/bin/env node
// Serves one front-end app's production build (`npm run start -w <app>`):
//   node scripts/serve-app.mjs --app <app dir> [--port <port>] [--dist <build dir>]
// - /config.json (every app) and /remotes.json (shell) are written from the environment
//   (shared/build/runtime-config.cjs) and never cached; the shell also serves /robots.txt and
//   /sitemap.xml (the public pages);
// - content-hashed files are cached for a year; index.html, main.js, remoteEntry.js and
//   mf-manifest.json are revalidated on every load (no-cache + ETag);
// - the build's precompressed copies (.br, .gz, written by shared/build/webpack.cjs) are served to
//   browsers that accept them (Vary: Accept-Encoding);
// - remotes answer cross-origin requests (the shell at another origin loads them);
// - page URLs fall back to index.html (the shell's routes and a standalone remote's routes);
// - released versions (scripts/release-app.mjs) are served from <app>/releases/<version>/ at
//   /<version>/…, beside the current build, and cached for good: a version never changes.
// Builds the app first when it has no build yet.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const require = createRequire(import.meta.url);
const { APP_PORTS, appConfig, remotesConfig } = require('../shared/build/runtime-config.cjs');

const { values } = parseArgs({
  options: { app: { type: 'string', default: '.' }, port: { type: 'string' }, dist: { type: 'string' } },
});
const appDir = path.resolve(values.app);
const name = path.basename(appDir).replace(/^mfe-/, '');
const isShell = name === 'shell';
const port = Number(values.port ?? process.env.PORT ?? APP_PORTS[name]);
const dist = values.dist ? path.resolve(values.dist) : path.join(appDir, 'dist');
const releases = path.join(appDir, 'releases');
mkdirSync(releases, { recursive: true });

if (!(name in APP_PORTS)) {
  console.error(`serve-app: unknown app "${name}" (expected shell or mfe-<remote>)`);
  process.exit(1);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`serve-app: no build in ${dist}; building it (production)…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const COMPRESSED = /\.(br|gz)$/;
const NO_CACHE = 'no-cache';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

if (!isShell) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
}

app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(appConfig()));
if (isShell) {
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(remotesConfig()));

  // For search engines: the public pages, at the address the site is reached by (PUBLIC_SITE_URL,
  // else the request's own origin). Signed-in pages and the dashboard are not for indexing.
  const PUBLIC_PAGES = ['/', '/blog', '/login', '/signup'];
  const siteUrl = (request) => (process.env.PUBLIC_SITE_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${siteUrl(request)}/sitemap.xml\n`),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${siteUrl(request)}${page}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
}

await app.register(fastifyStatic, {
  root: dist,
  cacheControl: false,
  // Serves 140.abc.js.br (or .gz) for 140.abc.js when the browser accepts it.
  preCompressed: true,
  setHeaders(res, filePath) {
    const file = path.basename(filePath).replace(COMPRESSED, '');
    const immutable = HASHED.test(file) || filePath.startsWith(releases + path.sep);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : NO_CACHE);
    if (/\.(js|css|html|json|svg)$/.test(file)) res.setHeader('Vary', 'Accept-Encoding');
  },
});

// A released version: /<version>/<file> from releases/<version>/ (any other path goes on).
app.get('/:version/*', (request, reply) => {
  const { version, '*': file } = request.params;
  const root = path.join(releases, version);
  if (!/^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(version) || !existsSync(root)) return reply.callNotFound();
  return reply.sendFile(file, root);
});

app.setNotFoundHandler((request, reply) => {
  const isPage =
    request.method === 'GET' &&
    !path.extname(request.url.split('?')[0]) &&
    request.headers.accept?.includes('text/html');
  if (!isPage) return reply.code(404).send({ message: 'Not found' });
  return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
});

async function close() {
  await app.close();
  process.exit(0);
}
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port, host: process.env.HOST ?? 'localhost' });
console.log(`${name} serving ${path.relative(process.cwd(), dist) || dist} on http://localhost:${port}`);
