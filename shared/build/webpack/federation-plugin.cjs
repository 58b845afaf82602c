// federationPlugin(): an app's ModuleFederationPlugin, with the shared singletons of federation.cjs.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { resolveEsm, sharedDependencies } = require('../federation.cjs');

/**
 * `pkg` is the app's package.json (the ranges of its shared modules); `externalRuntime` is true for
 * a remote's production build, which leaves the runtime core out (standalone-runtime.cjs).
 */
function federationPlugin({ name, exposes, pkg, dirname, isHost, externalRuntime }) {
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: sharedDependencies(pkg, dirname),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The shell provides its runtime core to the remotes (in every mode, so a production
    // remote also works under a development shell); production remotes use it. This is
    // experiments.provideExternalRuntime, with the plugin's ES module build: its CommonJS
    // build (what that option loads) pulls a second copy of the core into main.js.
    ...(isHost
      ? { runtimePlugins: [resolveEsm('@module-federation/inject-external-runtime-core-plugin', dirname).file] }
      : {}),
    experiments: { externalRuntime, optimization: { target: 'web' } },
  });
}

module.exports = { federationPlugin };
