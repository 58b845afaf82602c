// Bundles a Node server (the API, the shell's server) into one CommonJS file with esbuild: our own
// code and the @replay/ packages inlined, the package's npm dependencies left external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `entry` and `outfile` are URLs or paths; `packageJson` names the dependencies kept external. */
export async function bundleNodeServer({ entry, outfile, packageJson, logLevel = 'info' }) {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8'));
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile: fileURLToPath(outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@replay/')),
    logLevel,
  });
}
