// standaloneRuntimeConfig(): the compilation of the federation runtime core a remote loads when alone.
const path = require('node:path');
const { persistentCache } = require('./persistent-cache.cjs');

/** A remote's standalone page loads the federation runtime core from this file (see below). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A remote's production build leaves the federation runtime core out of remoteEntry.js and
 * main.js (experiments.externalRuntime): inside the site they use the shell's
 * (provideExternalRuntime), so the ≈ 19 KB gzip core is downloaded once, not once per remote.
 * Running alone, a remote's page loads this small second build first, which provides the core
 * the same way.
 */
function standaloneRuntimeConfig(dirname) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    context: dirname,
    cache: persistentCache(dirname, 'federation-runtime'),
    entry: { [path.basename(STANDALONE_RUNTIME_FILE, '.js')]: '@module-federation/runtime-core' },
    output: {
      path: path.join(dirname, 'dist'),
      filename: '[name].js',
      library: { type: 'window', name: '_FEDERATION_RUNTIME_CORE' },
      clean: false,
    },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { STANDALONE_RUNTIME_FILE, standaloneRuntimeConfig };
