// inlineScriptConfig(): the compilation of the shell's inline start-up script (early-requests.js).
const path = require('node:path');
const { persistentCache } = require('./persistent-cache.cjs');
const { swcRule } = require('./swc-rule.cjs');

/** The shell's inline start-up script (src/early-requests.ts), as the shell's server writes it into its pages. */
const INLINE_SCRIPT_FILE = 'early-requests.js';

/**
 * The shell's inline start-up script, a build of its own: no federation runtime, no chunks, one
 * small file the shell's server writes into each page it answers (shell/server/startup-head.ts),
 * so the page's first API requests start while the HTML is read (@replay/platform/early-requests).
 */
function inlineScriptConfig(dirname) {
  return {
    name: 'shell-inline',
    mode: 'production',
    target: 'web',
    context: dirname,
    cache: persistentCache(dirname, 'shell-inline'),
    entry: './src/early-requests.ts',
    output: { path: path.join(dirname, 'dist'), filename: INLINE_SCRIPT_FILE, iife: true, clean: false },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [swcRule({ development: false })] },
    // After the browser build, which cleans dist/.
    dependencies: ['shell'],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { inlineScriptConfig };
