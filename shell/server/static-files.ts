import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A content-hashed file name (`140.3f2a9c10ab.js`): its content never changes. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const COMPRESSED = /\.(br|gz)$/;
/** A released version's name (scripts/release-app.mjs checks the same). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

export const NO_CACHE = 'no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * An app's build as files, and its released versions (scripts/release-app.mjs) at /<version>/…
 * from `releases`/<version>/, beside it. Content-hashed files and released versions are cached for
 * good (a version never changes); the rest (index.html, main.js, remoteEntry.js, mf-manifest.json)
 * is revalidated on every load (no-cache and an ETag). The build's precompressed copies (.br, .gz,
 * written by shared/build/webpack.cjs) go to browsers that accept them.
 */
export async function addStaticFiles(
  app: FastifyInstance,
  { dist, releases }: { dist: string; releases: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    cacheControl: false,
    // Serves 140.abc.js.br (or .gz) for 140.abc.js when the browser accepts it.
    preCompressed: true,
    setHeaders(res, filePath) {
      const file = path.basename(filePath).replace(COMPRESSED, '');
      const immutable = HASHED.test(file) || filePath.startsWith(releases + path.sep);
      res.setHeader('Cache-Control', immutable ? FOREVER : NO_CACHE);
      if (/\.(js|css|html|json|svg)$/.test(file)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  // A released version: /<version>/<file> from releases/<version>/ (any other path goes on).
  app.get<{ Params: { version: string; '*': string } }>('/:version/*', (request, reply) => {
    const { version, '*': file } = request.params;
    const root = path.join(releases, version);
    if (!VERSION.test(version) || !existsSync(root)) return reply.callNotFound();
    return reply.sendFile(file, root);
  });
}
