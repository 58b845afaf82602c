// Bundles the API into dist/server.js: our code and @replay/contract inlined, npm dependencies external.
import { cpSync } from 'node:fs';
import { bundleNodeServer } from '@replay/build/node-server-bundle';

await bundleNodeServer({
  entry: new URL('src/index.ts', import.meta.url),
  outfile: new URL('dist/server.js', import.meta.url),
  packageJson: new URL('package.json', import.meta.url),
});
// The migrations are plain SQL files read at start, beside the bundle (see src/db/migrations.ts).
cpSync(new URL('src/db/migrations', import.meta.url), new URL('dist/migrations', import.meta.url), { recursive: true });
