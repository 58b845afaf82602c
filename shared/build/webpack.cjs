/**
 * The one webpack configuration factory for the shell and every remote. An app's
 * webpack.config.js is a single call: `createRemoteConfig(__dirname, 'buyer')` for a remote (its
 * port from runtime-config.cjs, its routes exposed), `createWebpackConfig({ ... })` for the shell.
 *
 * Production builds emit hashed assets, mf-manifest.json, precompressed copies (.br, .gz) for
 * the shell's server (shell/server, which serves every app) and a module map (bundle-modules.json)
 * for the bundle benchmark; the dev server serves /config.json (and /remotes.json for the shell)
 * from the environment like the shell's server. Its parts, one concern a file, are under webpack/
 * (README.md lists them).
 */
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { trimmedAliases } = require('./federation.cjs');
const { REMOTE_PORTS } = require('./runtime-config.cjs');
const { appHtml } = require('./webpack/app-html.cjs');
const { bootChunkGroups } = require('./webpack/boot-chunks.cjs');
const { devServerConfig } = require('./webpack/dev-server.cjs');
const { federationPlugin } = require('./webpack/federation-plugin.cjs');
const { inlineScriptConfig } = require('./webpack/inline-script.cjs');
const { persistentCache } = require('./webpack/persistent-cache.cjs');
const { prerenderConfig } = require('./webpack/prerender.cjs');
const { STANDALONE_RUNTIME_FILE, standaloneRuntimeConfig } = require('./webpack/standalone-runtime.cjs');
const { swcRule } = require('./webpack/swc-rule.cjs');
const { BootPreloadPlugin } = require('./webpack/plugins/boot-preload-plugin.cjs');
const { moduleMap } = require('./webpack/plugins/module-map.cjs');
const { pageAssets } = require('./webpack/plugins/page-assets.cjs');
const { PrecompressPlugin } = require('./webpack/plugins/precompress-plugin.cjs');
const { SharedExportsGuardPlugin } = require('./webpack/plugins/shared-exports-guard-plugin.cjs');

/**
 * @param {object} options
 * @param {string} options.dirname the app's directory (pass __dirname)
 * @param {string} options.name federation name: 'shell', 'storefront', 'buyer', 'seller' or 'admin'
 * @param {number} options.port dev server port
 * @param {string} options.title document title
 * @param {Record<string, string>} [options.exposes] modules a remote exposes
 */
function createWebpackConfig({ dirname, name, port, title, exposes }) {
  const pkg = require(path.join(dirname, 'package.json'));
  const isHost = !exposes;

  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const hashed = isProduction ? '.[contenthash:10]' : '';
    const externalRuntime = isProduction && !isHost;

    const config = {
      name,
      mode: isProduction ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      ...(isProduction
        ? {
            cache: persistentCache(dirname, `${name}-production`),
            // SWC's minifier: the same output size as terser's, several times faster.
            optimization: {
              minimizer: [
                new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
              ],
              ...(isHost ? { splitChunks: { cacheGroups: bootChunkGroups(dirname) } } : {}),
            },
          }
        : {}),
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Remotes resolve their chunks from wherever their manifest was loaded; the shell
        // serves deep links, so its chunks are always absolute.
        publicPath: isHost ? '/' : 'auto',
        // Entry files (main.js, remoteEntry.js) keep fixed names and are served no-cache: with
        // webpack 5.111 the federation runtime cannot resolve [contenthash] in the entry
        // filename (module-federation/core#5077). Every other chunk is content-hashed.
        filename: '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: name,
        clean: externalRuntime ? { keep: (file) => file === STANDALONE_RUNTIME_FILE } : true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], alias: trimmedAliases(dirname) },
      module: {
        rules: [
          swcRule({ development: !isProduction }),
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        federationPlugin({ name, exposes, pkg, dirname, isHost, externalRuntime }),
        appHtml({ title, externalRuntime }),
        new SharedExportsGuardPlugin(),
        ...(isProduction ? [moduleMap(name), pageAssets(), new PrecompressPlugin()] : []),
        ...(isProduction && isHost ? [new BootPreloadPlugin()] : []),
      ],
      // Budgets of the build itself (webpack's defaults: 250 000 bytes per asset and entry point).
      performance: isProduction ? { hints: 'error', assetFilter: (file) => file.endsWith('.js') } : false,
      stats: 'errors-warnings',
      devServer: devServerConfig({ port, isHost }),
    };
    if (!isProduction) return config;
    // The extra compilations: the prerender bundle, a remote's standalone runtime core, the shell's inline script.
    return [
      config,
      prerenderConfig({ dirname, name, isHost }),
      ...(externalRuntime ? [standaloneRuntimeConfig(dirname)] : []),
      ...(isHost ? [inlineScriptConfig(dirname)] : []),
    ];
  };
}

/** A remote's configuration: its port from REMOTE_PORTS, its title from its name, `./routes` exposed. */
function createRemoteConfig(dirname, name) {
  return createWebpackConfig({
    dirname,
    name,
    port: REMOTE_PORTS[name],
    title: `Replay Market · ${name[0].toUpperCase()}${name.slice(1)}`,
    exposes: { './routes': './src/routes.ts' },
  });
}

module.exports = { createRemoteConfig, createWebpackConfig };
