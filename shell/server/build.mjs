// Bundles the shell's server into dist/server.js: our code, @replay/platform's startup data and the
// runtime configuration inlined, npm dependencies (Fastify) external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@replay/'));

await build({
  entryPoints: [new URL('main.ts', import.meta.url).pathname],
  outfile: new URL('dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
