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
// - the shell answers its public pages with their prerendered HTML (shell/src/prerender.tsx, built
//   to dist-server/, composed with the prerender.json each remote publishes beside its manifest;
//   read again every minute, every few seconds while a remote's is missing) and a path no route
//   claims with the 404 page (status 404);
// - every page the shell answers carries the configuration, remotes.json and the remotes' routes
//   inline, preloads the code of that page (its remote's manifest, entry, route manifest and page
//   chunks, and the shell's chunks for the route) and preconnects to that remote, the API and the
//   identity provider (startupHead);
// - other page URLs fall back to index.html (the shell's routes and a standalone remote's routes);
// - released versions (scripts/release-app.mjs) are served from <app>/releases/<version>/ at
//   /<version>/…, beside the current build, and cached for good: a version never changes.
// Builds the app first when it has no build yet.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
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
  const siteUrl = (request) =>
    (process.env.PUBLIC_SITE_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
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

/**
 * What the shell's pages carry in their <head> so the first screen waits on fewer round trips:
 * the runtime configuration, the remotes' manifest URLs and every remote's routes as data (from
 * its prerender.json) inline, so the shell builds its router without running any remote's code
 * (src/startup-requests.ts), and the API requests the page makes first, which the inline script
 * starts before the page's code has loaded; then the code of the page being answered, preloaded:
 * its remote's manifest, entry and route-manifest scripts and the page's own chunks, and the shell's chunks
 * for the route (its dashboard layout, say), at low priority; and connections opened early to
 * that remote, the API and the identity provider. Other remotes' code loads when one of their
 * pages is pointed at or opened.
 */
function startupHead(pathname, current) {
  const config = appConfig();
  const remotes = remotesConfig();
  const known = Object.entries(current?.remotes ?? {}).filter(
    ([, remote]) => remote.prerender && remote.scripts.length,
  );
  const routes = Object.fromEntries(known.map(([name, remote]) => [name, remote.prerender.routes]));
  const code = current?.site.codeAt(pathname) ?? { page: null, shellChunks: [], requests: [] };
  // The page's first API requests, started by the shell's first script (early-requests.ts).
  const page = {
    requests: code.requests.map(({ path: apiPath, ...rest }) => ({
      url: `${config.apiUrl.replace(/\/$/, '')}${apiPath}`,
      ...rest,
    })),
  };
  // `<` escaped so no value can close the script element.
  const data = JSON.stringify({ config, remotes, routes, page }).replace(/</g, '\\u003c');
  const remote = code.page && Object.fromEntries(known)[code.page.remote];
  const scripts = [
    ...code.shellChunks.flatMap((chunk) => (current?.shellPageAssets[chunk] ?? []).map((file) => `/${file}`)),
    ...(remote ? [...remote.scripts, ...remote.pageScripts(code.page.id)] : []),
  ];
  // Manifests and API calls are CORS requests without credentials, a remote's scripts are not:
  // the browser keeps separate connections for the two.
  const links = [
    ...(remote ? [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(remote.manifestUrl)}">`] : []),
    ...scripts.map((url) => `<link rel="preload" as="script" href="${escapeAttribute(url)}" fetchpriority="low">`),
    ...(remote ? [originOf(remote.manifestUrl)] : [])
      .filter(Boolean)
      .map((origin) => `<link rel="preconnect" href="${origin}">`),
    ...[...new Set([config.apiUrl, config.authEmulatorUrl].map(originOf))]
      .filter(Boolean)
      .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
  ];
  return `<script id="startup-data" type="application/json">${data}</script>${links.join('')}${inlineScript()}`;
}

/**
 * The shell's inline start-up script (shell/src/early-requests.ts, built to dist/early-requests.js):
 * it starts the page's first API requests as soon as the parser reaches it. Read once per build.
 */
let inline; // { mtimeMs, html }
function inlineScript() {
  const file = path.join(dist, 'early-requests.js');
  if (!isShell || !existsSync(file)) return '';
  const { mtimeMs } = statSync(file);
  if (inline?.mtimeMs !== mtimeMs) {
    const code = readFileSync(file, 'utf8');
    // Minified code never holds "</script"; if it ever did, the page would break: leave it out.
    inline = { mtimeMs, html: /<\/script/i.test(code) ? '' : `<script>${code}</script>` };
  }
  return inline.html;
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative URL: this origin, already connected
  }
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** A page's HTML (the shell's index.html unless given) with the startup head for `pathname`. */
function withStartupHead(pathname, current, html = readFileSync(path.join(dist, 'index.html'), 'utf8')) {
  return html.replace('</head>', () => `${startupHead(pathname, current)}</head>`);
}

/**
 * The shell's prerendered pages. The site is composed again after SITE_TTL_MS (a remote released
 * a new build), or after RETRY_MS while a remote's prerender.json could not be read (apps start
 * together); meanwhile the previous composition keeps answering.
 */
const SITE_TTL_MS = 60_000;
const RETRY_MS = 5_000;
const PRERENDER_TIMEOUT_MS = 3_000;
const prerenderBundle = path.join(appDir, 'dist-server', 'prerender.js');
let composed; // { site, remotes, shellPageAssets, complete, at, pages } | undefined
let composing; // Promise | undefined

/** A JSON file beside a remote's manifest (or the manifest itself); null when it cannot be read. */
async function remoteFile(manifestUrl, file) {
  try {
    const response = await fetch(new URL(file, manifestUrl), { signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS) });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * What the shell runs of a remote before any of its pages: its entry and its route manifest's
 * scripts, from its mf-manifest.json (a remote built with publicPath "auto" serves them beside it).
 */
function startupScripts(manifestUrl, manifest) {
  if (!manifest?.metaData?.remoteEntry) return [];
  const { remoteEntry } = manifest.metaData;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  return [path.posix.join(remoteEntry.path ?? '', remoteEntry.name), ...(routes?.assets?.js?.sync ?? [])].map(
    (file) => new URL(file, manifestUrl).href,
  );
}

async function composeSite() {
  const { prerenderSite } = require(prerenderBundle);
  const fetched = await Promise.all(
    Object.entries(remotesConfig()).map(async ([name, manifestUrl]) => {
      const [prerender, manifest] = await Promise.all([
        remoteFile(manifestUrl, 'prerender.json'),
        remoteFile(manifestUrl, manifestUrl),
      ]);
      const remote = {
        manifestUrl,
        prerender,
        scripts: startupScripts(manifestUrl, manifest),
        // A page's own chunks, listed by the remote's build (prerender.json `assets`).
        pageScripts: (id) => (prerender?.assets?.[id] ?? []).map((file) => new URL(file, manifestUrl).href),
      };
      return [name, remote];
    }),
  );
  const remotes = Object.fromEntries(fetched);
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const site = await prerenderSite({
    indexHtml,
    remotes: Object.fromEntries(fetched.map(([name, remote]) => [name, remote.prerender])),
  });
  const shellPageAssets = JSON.parse(readFileSync(path.join(dist, 'page-assets.json'), 'utf8'));
  const complete = fetched.every(([, remote]) => remote.prerender && remote.scripts.length > 0);
  return { site, remotes, shellPageAssets, complete, at: Date.now(), pages: new Map() };
}

/** The current composition; starts a new one when it is due (awaited only when there is none yet). */
async function currentSite() {
  const due = !composed || Date.now() - composed.at > (composed.complete ? SITE_TTL_MS : RETRY_MS);
  if (due && !composing) {
    composing = composeSite()
      .then((next) => (composed = next))
      .catch((error) => app.log.error({ err: error }, 'prerendering the public pages failed'))
      .finally(() => (composing = undefined));
  }
  if (!composed) await composing;
  return composed;
}

const ENCODERS = {
  br: (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (html) => zlib.gzipSync(html, { level: 9 }),
};

/** The prerendered page for a page request, compressed as the browser accepts; false if there is none. */
async function sendPrerendered(request, reply) {
  if (!isShell || !existsSync(prerenderBundle)) return false;
  const current = await currentSite();
  let pathname;
  try {
    pathname = decodeURIComponent(request.url.split('?')[0]);
  } catch {
    return false; // not a path any page has
  }
  const page = current?.site.respond(pathname);
  if (!page) return false;
  // Built once per composition: per prerendered path, and one 404 page for every unclaimed path.
  const key = page.status === 404 ? '404' : pathname; // a path starts with /: no clash
  if (!current.pages.has(key))
    current.pages.set(key, { html: withStartupHead(pathname, current, page.html), encoded: {} });
  const cached = current.pages.get(key);
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = Object.keys(ENCODERS).find((name) => accepted.includes(name));
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', NO_CACHE)
    .header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(cached.html);
  cached.encoded[encoding] ??= ENCODERS[encoding](cached.html);
  return reply.header('Content-Encoding', encoding).send(cached.encoded[encoding]);
}

/** A browser asking for a page (not a file): answered with its HTML. */
function isPageRequest(request) {
  return (
    request.method === 'GET' &&
    !path.extname(request.url.split('?')[0]) &&
    request.headers.accept?.includes('text/html')
  );
}

// A prerendered page (or the 404 page) is answered before the static files are looked at.
app.addHook('onRequest', async (request, reply) => {
  if (isPageRequest(request) && (await sendPrerendered(request, reply))) return reply;
});

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

app.setNotFoundHandler(async (request, reply) => {
  if (!isPageRequest(request)) return reply.code(404).send({ message: 'Not found' });
  if (isShell) {
    const current = existsSync(prerenderBundle) ? await currentSite() : undefined;
    let pathname = '/';
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      // not a path any page has: nothing of a page to preload
    }
    return reply
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(withStartupHead(pathname, current));
  }
  return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
});

async function close() {
  await app.close();
  process.exit(0);
}
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port, host: process.env.HOST ?? 'localhost' });
// Composes the prerendered pages now rather than on the first visit.
if (isShell && existsSync(prerenderBundle)) void currentSite();
console.log(`${name} serving ${path.relative(process.cwd(), dist) || dist} on http://localhost:${port}`);
