import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { addStaticFiles } from './static-files';

let root: string;
let app: FastifyInstance;

/** Writes files (relative path → content) under the app's folder. */
function write(files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shell-server-static-'));
  const script = 'console.log("a chunk");'.repeat(100);
  write({
    'dist/main.js': 'console.log("main")',
    'dist/140.3f2a9c10ab.js': script,
    'dist/140.3f2a9c10ab.js.gz': gzipSync(script),
    'dist/mf-manifest.json': '{"name":"seller"}',
    'releases/1.4.0/mf-manifest.json': '{"name":"seller","version":"1.4.0"}',
    'releases/1.4.0/remoteEntry.js': 'console.log("entry")',
  });
  app = Fastify();
  await addStaticFiles(app, { dist: path.join(root, 'dist'), releases: path.join(root, 'releases') });
});
afterEach(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

it('caches content-hashed files for good, and has the rest revalidated on every load', async () => {
  const hashed = await app.inject({ url: '/140.3f2a9c10ab.js' });
  expect(hashed.statusCode).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const url of ['/main.js', '/mf-manifest.json']) {
    const entry = await app.inject({ url });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeDefined();
    expect(entry.headers.vary).toBe('Accept-Encoding');
  }
});

it('serves the precompressed copy to a browser that accepts it', async () => {
  const compressed = await app.inject({ url: '/140.3f2a9c10ab.js', headers: { 'accept-encoding': 'gzip' } });

  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers['content-type']).toMatch(/javascript/);
  expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(compressed.headers.vary).toBe('Accept-Encoding');
});

it('serves released versions beside the current build, cached for good', async () => {
  const manifest = await app.inject({ url: '/1.4.0/mf-manifest.json' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.json()).toEqual({ name: 'seller', version: '1.4.0' });
  expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await app.inject({ url: '/1.4.0/remoteEntry.js' })).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  expect((await app.inject({ url: '/1.5.0/mf-manifest.json' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/..%2Freleases/mf-manifest.json' })).statusCode).toBe(404);
});
