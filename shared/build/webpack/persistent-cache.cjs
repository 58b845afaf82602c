// persistentCache(): webpack's filesystem cache of a production compilation.
const path = require('node:path');

/**
 * Production builds keep webpack's persistent cache under the app's node_modules/.cache: a build
 * after a change recompiles only what changed. It is invalidated when the configuration factory
 * (webpack.cjs and, through its requires, which webpack follows, every part under webpack/), the
 * federation helper or the app's own webpack config changes.
 */
function persistentCache(dirname, name) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dirname, 'node_modules', '.cache', 'webpack'),
    buildDependencies: {
      config: [
        require.resolve('../webpack.cjs'),
        require.resolve('../federation.cjs'),
        path.join(dirname, 'webpack.config.js'),
      ],
    },
  };
}

module.exports = { persistentCache };
