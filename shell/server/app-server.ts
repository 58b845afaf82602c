import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { appConfig, remotesConfig } from '@replay/build/runtime-config';
import { nodeFileSystem, type FileSystem } from './file-system';
import { addPageSecurityHeaders, pageSecurityPolicy } from './security-headers';
import { addSearchEngineFiles } from './search-engines';
import { createShellPages, isPageRequest } from './shell-pages';
import { createSiteComposer } from './site-composer';
import { addStaticFiles, NO_CACHE } from './static-files';

export interface AppServerOptions {
  /** 'shell', or the name of a remote ('storefront', 'buyer', …). */
  name: string;
  /** The app's production build. */
  dist: string;
  /** Its released versions, served at /<version>/…. */
  releases: string;
  /** The shell's prerender bundle (dist-server/prerender.js): the shell composes its pages with it. */
  prerenderBundle: string;
  /** The configuration (API_URL, REMOTE_<NAME>_URL, PUBLIC_SITE_URL, LOG_LEVEL, …). */
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
 * - /config.json (every app) and /remotes.json (the shell) are written from `env`
 *   (shared/build/runtime-config.cjs) and never cached; the shell also serves /robots.txt and
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

  // A remote's standalone page runs its own code only; the shell's pages also run the remotes'.
  addPageSecurityHeaders(app, () =>
    pageSecurityPolicy({ config: appConfig(env), remotes: isShell ? remotesConfig(env) : {} }),
  );
  if (!isShell) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
  }
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(appConfig(env)));

  if (isShell) {
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(remotesConfig(env)),
    );
    addSearchEngineFiles(app, { publicSiteUrl: env.PUBLIC_SITE_URL });
    const composer = createSiteComposer({
      ...dependencies,
      dist: options.dist,
      prerenderBundle: options.prerenderBundle,
      remotes: () => remotesConfig(env),
      log: app.log,
    });
    const pages = createShellPages({
      dist: options.dist,
      fs: dependencies.fs,
      composer,
      config: () => appConfig(env),
      remotes: () => remotesConfig(env),
    });
    // A page is answered before the static files are looked at.
    app.addHook('onRequest', async (request, reply) => {
      if (isPageRequest(request)) return pages.answer(request, reply);
    });
    // Composed as the server starts rather than at the first visit.
    app.addHook('onListen', async () => void composer.current());
  }

  await addStaticFiles(app, { dist: options.dist, releases: options.releases });
  app.setNotFoundHandler(async (request, reply) => {
    if (!isShell && isPageRequest(request)) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
  return app;
}
