// Bundles the shell's server into dist/server.js: our code, @replay/platform's startup data and the
// runtime configuration inlined, npm dependencies (Fastify) external.
import { bundleNodeServer } from '@replay/build/node-server-bundle';

await bundleNodeServer({
  entry: new URL('main.ts', import.meta.url),
  outfile: new URL('dist/server.js', import.meta.url),
  packageJson: new URL('../package.json', import.meta.url),
  logLevel: 'warning',
});
