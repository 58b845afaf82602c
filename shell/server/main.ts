/*
 * Serves one front-end app's production build (its npm start, and the stack of npm start and the
 * journeys), building the app first when it has no build:
 *   node shell/server/dist/server.js --app <app dir> [--port <port>] [--dist <build dir>]
 * See app-server.ts for what it answers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APP_PORTS } from '@replay/build/runtime-config';
import { createAppServer } from './app-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { app: { type: 'string', default: '.' }, port: { type: 'string' }, dist: { type: 'string' } },
  });
  const appDir = path.resolve(values.app);
  const name = path.basename(appDir).replace(/^mfe-/, '');
  if (!(name in APP_PORTS)) throw new Error(`unknown app "${name}" (expected shell or mfe-<remote>)`);
  const port = Number(values.port ?? process.env.PORT ?? APP_PORTS[name as keyof typeof APP_PORTS]);
  const dist = values.dist ? path.resolve(values.dist) : path.join(appDir, 'dist');
  const releases = path.join(appDir, 'releases');
  mkdirSync(releases, { recursive: true });

  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`serve: no build in ${dist}; building it (production)…`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const app = await createAppServer({
    name,
    dist,
    releases,
    prerenderBundle: path.join(appDir, 'dist-server', 'prerender.js'),
    env: process.env,
  });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host: process.env.HOST ?? 'localhost' });
  console.log(`${name} serving ${path.relative(process.cwd(), dist) || dist} on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
