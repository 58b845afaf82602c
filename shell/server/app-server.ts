import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { appConfig, remotesConfig } from '@replay/build/runtime-config';
import { nodeFileSystem, type FileSystem } from './file-system';
import { createReleaseRegistry, manifestUrlsOf, releasesCacheSeconds, stableRemotesOf } from './release-registry';
import { addPageSecurityHeaders, pageSecurityPolicy } from './security-headers';
import { addSearchEngineFiles } from './search-engines';
import { createLinkPreviews } from './link-preview';
import { createShellPages, isPageRequest } from './shell-pages';
import { createSiteComposer } from './site-composer';
import { addStaticFiles, NO_CACHE } from './static-files';
import { createVisitorRemotes } from './visitor-remotes';

export interface AppServerOptions {
  /** 'shell', or the name of a remote ('storefront', 'buyer', …). */
  name: string;
  /** The app's production build. */
  dist: string;
  /** Its released versions, served at /<version>/…. */
  releases: string;
  /** The shell's prerender bundle (dist-server/prerender.js): the shell composes its pages with it. */
  prerenderBundle: string;
  /** The configuration (API_URL, REMOTE_<NAME>_URL, RELEASES_CACHE_SECONDS, PUBLIC_SITE_URL, LOG_LEVEL, …). */
  env: NodeJS.ProcessEnv;
}

/** What the server reaches outside itself; tests pass their own. */
export interface AppServerDependencies {
  fetch: typeof globalThis.fetch;
  fs: FileSystem;
  now: () => number;
  /** Loads a CommonJS module: the shell's prerender bundle. */
  loadModule: (file: string) => unknown;
}

export const nodeDependencies: AppServerDependencies = {
  fetch: globalThis.fetch,
  fs: nodeFileSystem,
  now: () => Date.now(),
  loadModule: createRequire(__filename),
};

/**
 * The server of one front-end app's production build: the shell's, which composes its pages
 * (docs/architecture.md, "Prerendered public pages"), or a remote's, served as a CDN would serve
 * it (`npm start`, a remote run alone).
 * - /config.json (every app) is written from `env` (shared/build/runtime-config.cjs), never cached;
 * - the shell's /remotes.json and pages name the remotes of the visitor's cohort: each remote's
 *   stable or canary version from the API's release registry (release-registry.ts, cohorts.ts,
 *   visitor-remotes.ts), else its REMOTE_<NAME>_URL; the shell also serves /robots.txt and
 *   /sitemap.xml;
 * - the build's files and its released versions (static-files.ts);
 * - the shell answers every page request itself (shell-pages.ts): a prerendered page, the 404 page
 *   for a path no route claims, else index.html, each with the startup head of its path; a remote
 *   answers its page URLs with index.html (its standalone routes);
 * - HTML pages carry a Content-Security-Policy and may not be framed (security-headers.ts); a
 *   remote's files answer cross-origin requests (the shell at another origin loads them).
 */
export async function createAppServer(
  options: AppServerOptions,
  dependencies: AppServerDependencies = nodeDependencies,
): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'warn' } });
  const isShell = options.name === 'shell';
  const releases = createReleaseRegistry({
    apiUrl: appConfig(env).apiUrl,
    configured: () => remotesConfig(env),
    cacheSeconds: releasesCacheSeconds(env.RELEASES_CACHE_SECONDS),
    fetch: dependencies.fetch,
    now: dependencies.now,
    log: app.log,
  });

  // A remote's standalone page runs its own code only; the shell's pages also run the remotes', any version.
  addPageSecurityHeaders(app, () =>
    pageSecurityPolicy({ config: appConfig(env), remotes: isShell ? manifestUrlsOf(releases.latest()) : {} }),
  );
  if (!isShell) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
  }
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(appConfig(env)));

  if (isShell) {
    const visitorRemotes = createVisitorRemotes({
      registry: releases,
      secureCookie: (request) => (env.PUBLIC_SITE_URL ?? `${request.protocol}:`).startsWith('https:'),
    });
    app.get('/remotes.json', async (request, reply) => {
      const { remotes } = await visitorRemotes(request, reply);
      return reply.header('Cache-Control', 'no-store').send(remotes);
    });
    addSearchEngineFiles(app, { publicSiteUrl: env.PUBLIC_SITE_URL });
    const composer = createSiteComposer({
      ...dependencies,
      dist: options.dist,
      prerenderBundle: options.prerenderBundle,
      log: app.log,
    });
    const pages = createShellPages({
      dist: options.dist,
      fs: dependencies.fs,
      composer,
      config: () => appConfig(env),
      visitorRemotes,
      // A shared product link's title, photo and price for previews, which run no script.
      linkPreviews: createLinkPreviews({
        fetch: dependencies.fetch,
        now: dependencies.now,
        apiUrl: () => appConfig(env).apiUrl,
        publicSiteUrl: env.PUBLIC_SITE_URL,
      }),
    });
    // A page is answered before the static files are looked at.
    app.addHook('onRequest', async (request, reply) => {
      if (isPageRequest(request)) return pages.answer(request, reply);
    });
    // Composed as the server starts rather than at the first visit: the set most visitors get.
    app.addHook('onListen', async () => {
      void releases.current().then((current) => composer.current(stableRemotesOf(current)));
    });
  }

  await addStaticFiles(app, { dist: options.dist, releases: options.releases });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isShell && isPageRequest(request)) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
  return app;
}
