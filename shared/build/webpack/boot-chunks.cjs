// bootChunkGroups(): the shell's start-up code and shared modules in three chunks (splitChunks).
const path = require('node:path');

/**
 * The shell's copies of the shared modules every page starts with, and its own start-up code, go
 * into three chunks of about the same size instead of one each: the shell loads all of them before its first render anyway,
 * and on a phone's network a dozen requests over the six connections HTTP/1.1 allows to an origin
 * queue behind each other, each paying a round trip (Lighthouse's mobile settings: BENCHMARKS.md).
 * Three, not one: each stays under webpack's asset budget (performance, in webpack.cjs), and they download
 * side by side. A shared module only some pages use (react-hook-form, react-toastify) keeps its
 * own chunk, loaded when a page needs it; so does axios, which the API client loads after the
 * first screen (its first page's GETs are the early requests').
 */
const BOOT_CHUNKS = {
  'boot-react-dom': ['react-dom', 'scheduler'],
  'boot-router': ['react', 'react-router', 'react-router-dom', '@tanstack/react-query', '@tanstack/query-core'],
  'boot-app': [
    'styled-components',
    'stylis',
    '@emotion/is-prop-valid',
    '@emotion/unitless',
    'jwt-decode',
    // The federation runtime's API (its core is in main.js), for the shell's remotes.ts.
    '@module-federation/enhanced',
    '@module-federation/runtime-tools',
  ],
};

function bootChunkGroups(dirname) {
  const inPackages = (names) =>
    new RegExp(`[\\\\/]node_modules[\\\\/](${names.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})[\\\\/]`);
  // Our shared packages and the generated modules of the trimmed ones go with the application's.
  const ours = /[\\/]shared[\\/](platform|contract)[\\/]src[\\/]/;
  const trimmed = { 'boot-router': /[\\/]\.federation[\\/]shared[\\/]/ };
  // The shell's own start-up code (its bootstrap chunk, not the named chunks of lazy routes).
  const appSource = path.join(dirname, 'src') + path.sep;
  const isBootstrap = (module, chunkGraph) =>
    module.resource.startsWith(appSource) &&
    [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => !chunk.name && !chunk.canBeInitial());
  // A shared package's code that it loads on demand itself, into a chunk it names (the live stream):
  // left in that chunk, off the first screen.
  const loadedOnDemand = (module, chunkGraph) =>
    [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => Boolean(chunk.name));
  return Object.fromEntries(
    Object.entries(BOOT_CHUNKS).map(([name, packages]) => {
      const test = inPackages(packages);
      return [
        name,
        {
          name,
          chunks: 'async',
          enforce: true,
          priority: 20,
          test: (module, { chunkGraph }) =>
            Boolean(module.resource) &&
            (test.test(module.resource) ||
              (name === 'boot-app' &&
                ((ours.test(module.resource) && !loadedOnDemand(module, chunkGraph)) ||
                  isBootstrap(module, chunkGraph))) ||
              Boolean(trimmed[name]?.test(module.resource))),
        },
      ];
    }),
  );
}

module.exports = { bootChunkGroups };
