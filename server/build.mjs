// Bundles the API into dist/server.js: our code and @replay/contract inlined, npm dependencies external.
import { build } from 'esbuild';
import { cpSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@replay/'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
});
// The migrations are plain SQL files read at start, beside the bundle (see src/db/migrations.ts).
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
