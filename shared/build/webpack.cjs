/**
 * The one webpack configuration factory for the shell and every remote. An app's
 * webpack.config.js is a single call: `createRemoteConfig(__dirname, 'buyer')` for a remote (its
 * port from runtime-config.cjs, its routes exposed), `createWebpackConfig({ ... })` for the shell.
 *
 * Production builds emit hashed assets, mf-manifest.json, precompressed copies (.br, .gz) for
 * the shell's server (shell/server, which serves every app) and a module map (bundle-modules.json)
 * for the bundle benchmark; the dev server serves /config.json (and /remotes.json for the shell)
 * from the environment like the shell's server.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { TRIMMED_EXPORTS, resolveEsm, sharedDependencies, trimmedAliases } = require('./federation.cjs');
const { REMOTE_PORTS, appConfig, remotesConfig } = require('./runtime-config.cjs');

const ROOT = path.resolve(__dirname, '..');
/** A remote's standalone page loads the federation runtime core from this file (see below). */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * Fails the build when code imports from a trimmed shared package (TRIMMED_EXPORTS) a name the
 * shared copy does not re-export: at runtime it would be undefined in every app.
 */
class SharedExportsGuardPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsGuardPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const allowed = TRIMMED_EXPORTS[dependency.request];
            if (!allowed || typeof dependency.getIds !== 'function') continue;
            const [name] = dependency.getIds(compilation.moduleGraph);
            const problem =
              name === undefined
                ? `uses the ${dependency.request} namespace as a whole: import the names it needs instead`
                : name !== 'default' && !allowed.includes(name)
                  ? `imports "${name}" from ${dependency.request}, which the shared copy does not provide: add it to ` +
                    'TRIMMED_EXPORTS in shared/federation.cjs, then rebuild every app (the shell provides the copy the site uses)'
                  : null;
            if (!problem) continue;
            const error = new compiler.webpack.WebpackError(
              `${module.readableIdentifier(compilation.requestShortener)} ${problem}.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/**
 * Writes `file` into the build's output: the JSON `report(compilation)` returns once the chunks and
 * their files are final (the module map and the page assets below).
 */
class JsonReportPlugin {
  constructor(file, report) {
    this.file = file;
    this.report = report;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JsonReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonReportPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () =>
          compilation.emitAsset(this.file, new sources.RawSource(JSON.stringify(this.report(compilation), null, 1))),
      );
    });
  }
}

/**
 * dist/bundle-modules.json: every emitted JavaScript file and the modules it holds (paths
 * relative to the repository). The bundle benchmark uses it to find singletons downloaded twice
 * and modules bundled into the chunks of two apps.
 */
function moduleMap(app) {
  return new JsonReportPlugin('bundle-modules.json', (compilation) => {
    const files = {};
    const collect = (module, into) => {
      if (module.modules) for (const inner of module.modules) collect(inner, into);
      else if (module.resource) into.add(path.relative(ROOT, module.resource.split('?')[0]).split(path.sep).join('/'));
    };
    for (const chunk of compilation.chunks) {
      const modules = new Set();
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) collect(module, modules);
      for (const file of chunk.files) if (file.endsWith('.js')) files[file] = [...modules].sort();
    }
    return { app, files };
  });
}

/**
 * Emits a Brotli (.br) and a gzip (.gz) copy of every text asset of 1 KB or more, at the
 * strongest levels (built once, served many times by the shell's server, shell/server).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), info);
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })), info);
          }
        },
      );
    });
  }
}

/**
 * The shell's index.html preloads the chunks its bootstrap needs (the bootstrap chunk and the
 * shell's copies of the shared modules it consumes, transitively): they download while main.js
 * does, instead of after main.js has run. Chunks of lazy routes and shared modules nothing at
 * start-up consumes (react-hook-form) are left out. Low fetch priority, the priority webpack's
 * own chunk requests get: at high priority they would compete with main.js and, in Lighthouse's
 * simulation, delay the first paint (measured: FCP 334 → 564 ms high, 289 ms low; LCP 981 →
 * 898 / 796 ms; median of 5 each).
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** Where a build lists the files of its named page chunks (pageAssets, below). */
const PAGE_ASSETS_FILE = 'page-assets.json';

/**
 * dist/page-assets.json: for each named async chunk (a page's `import()` named after its
 * route id, `/* webpackChunkName: "myOrders" *\/`), the JavaScript files that load with it. The
 * shell's server preloads a page's files from the HTML it answers, so the page's code downloads
 * beside the shell's scripts instead of after them (docs/architecture.md, "What every page of the
 * shell carries").
 */
function pageAssets() {
  return new JsonReportPlugin(PAGE_ASSETS_FILE, (compilation) => {
    const pages = {};
    for (const [name, group] of compilation.namedChunkGroups) {
      if (group.isInitial()) continue; // entry points (main, the remote's container)
      pages[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))]
        .filter((file) => file.endsWith('.js'))
        .sort();
    }
    return pages;
  });
}

/**
 * The shell's copies of the shared modules every page starts with, and its own start-up code, go
 * into three chunks of about the same size instead of one each: the shell loads all of them before its first render anyway,
 * and on a phone's network a dozen requests over the six connections HTTP/1.1 allows to an origin
 * queue behind each other, each paying a round trip (Lighthouse's mobile settings: BENCHMARKS.md).
 * Three, not one: each stays under webpack's asset budget (performance, below), and they download
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

/** The JavaScript files of the chunks loaded before the app's bootstrap module runs. */
function bootFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  // The shell's own copy of each shared module (loaded-first: the one the page uses).
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const visited = new Set();
  const files = new Set();
  const visitBlocks = (module) => {
    for (const block of module?.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (visited.has(chunk)) continue;
      visited.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      // A shared module consumed by this chunk: the chunks of the copy the shell provides.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visitBlocks(provided.get(module.options.shareKey) ?? module);
      }
    }
  };
  // The async boundary: the import('./bootstrap') blocks of the entry modules.
  for (const dependency of compilation.entries.get('main')?.dependencies ?? []) {
    visitBlocks(moduleGraph.getModule(dependency));
  }
  return [...files].sort();
}

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

/**
 * styled-components' own transform, minifying only: the CSS in our styled templates loses its
 * indentation, line breaks and comments (the JavaScript minifier leaves template text alone). The
 * maintained transform rather than our own: it parses CSS around the interpolations. Components are
 * not marked pure: the library numbers them in the order they are made, so a prerender build that
 * dropped an unused one would name the later ones' classes differently from the browser's build.
 */
const STYLED_COMPONENTS = [
  require.resolve('@swc/plugin-styled-components'),
  { displayName: false, ssr: false, fileName: false, minify: true, transpileTemplateLiterals: false, pure: false },
];

/** Our TypeScript and JSX, compiled by swc (the browser builds and the prerender builds alike). */
function swcRule({ development }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          // The plugin's compiled WebAssembly is cached beside webpack's cache, not in a .swc/ of the cwd.
          experimental: { plugins: [STYLED_COMPONENTS], cacheRoot: path.join('node_modules', '.cache', 'swc') },
        },
      },
    },
  };
}

/** Where the shell's server-side rendering bundle goes (read by its server, shell/server, never served). */
const PRERENDER_DIR = 'dist-server';

/**
 * Runs the remote's prerender bundle after it is emitted and writes what it returns to
 * dist/prerender.json, beside mf-manifest.json: the remote's routes, the HTML of its prerendered
 * pages and each page's JavaScript files (from page-assets.json), published (and released) with
 * the rest of its build. A route whose page chunk has no name fails the build.
 */
class WritePrerenderPlugin {
  constructor(dirname) {
    this.dirname = dirname;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WritePrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, 'prerender.js');
      delete require.cache[bundle];
      let prerender;
      try {
        prerender = await require(bundle).default();
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`Prerendering failed: ${error.stack ?? error}`));
        return;
      }
      // Each page's files (pageAssets, in the browser build that ran before this one).
      const pageAssets = JSON.parse(fs.readFileSync(path.join(this.dirname, 'dist', PAGE_ASSETS_FILE), 'utf8'));
      const unnamed = prerender.routes.map((route) => route.id).filter((id) => !pageAssets[id]);
      if (unnamed.length) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `The page chunk of route ${unnamed.map((id) => `"${id}"`).join(', ')} has no name. In src/routes.ts write ` +
              `${unnamed[0]}: () => import(/* webpackChunkName: "${unnamed[0]}" */ './…'): the shell's server preloads a page by that name.`,
          ),
        );
        return;
      }
      prerender.assets = Object.fromEntries(prerender.routes.map((route) => [route.id, pageAssets[route.id]]));
      fs.writeFileSync(path.join(this.dirname, 'dist', 'prerender.json'), JSON.stringify(prerender));
    });
  }
}

/**
 * The Node build of an app's server-side rendering (docs/architecture.md, "Prerendered public
 * pages"). One file, everything bundled (the same React, router and styled-components code as the
 * browser's), CSS imports as text; Firebase and Stripe, never called while rendering, stay out.
 * The shell's bundle (src/prerender.tsx) is run by its server; a remote's renders its public pages
 * at build time into dist/prerender.json.
 */
function prerenderConfig({ dirname, name, isHost }) {
  const webpack = require('webpack');
  let entry = './src/prerender.tsx';
  if (!isHost) {
    entry = path.join(dirname, 'node_modules', '.federation', 'prerender-entry.mjs');
    const source =
      "// Generated by shared/build/webpack.cjs: the remote's prerender.json.\n" +
      `import manifest from ${JSON.stringify(path.join(dirname, 'src', 'routes.ts'))};\n` +
      "import { prerenderRemote } from '@replay/platform/prerender';\n" +
      `export default () => prerenderRemote(${JSON.stringify(name)}, manifest);\n`;
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    if (!fs.existsSync(entry) || fs.readFileSync(entry, 'utf8') !== source) fs.writeFileSync(entry, source);
  }
  return {
    name: `${name}-prerender`,
    // After the browser build, which cleans dist/.
    dependencies: [name],
    mode: 'production',
    target: 'node20',
    context: dirname,
    cache: persistentCache(dirname, `${name}-prerender`),
    entry,
    output: {
      path: path.join(dirname, isHost ? PRERENDER_DIR : path.join('node_modules', '.cache', 'prerender')),
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [/^firebase\//, /^@stripe\//].map(
      (pattern) =>
        ({ request }, callback) =>
          pattern.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ),
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        swcRule({ development: false }),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(isHost ? [] : [new WritePrerenderPlugin(dirname)]),
    ],
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.dirname the app's directory (pass __dirname)
 * @param {string} options.name federation name: 'shell', 'storefront', 'buyer', 'seller' or 'admin'
 * @param {number} options.port dev server port
 * @param {string} options.title document title
 * @param {Record<string, string>} [options.exposes] modules a remote exposes
 */
/**
 * Production builds keep webpack's persistent cache under the app's node_modules/.cache: a build
 * after a change recompiles only what changed. It is invalidated when this file, the federation
 * helper or the app's own webpack config changes.
 */
function persistentCache(dirname, name) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dirname, 'node_modules', '.cache', 'webpack'),
    buildDependencies: {
      config: [__filename, require.resolve('./federation.cjs'), path.join(dirname, 'webpack.config.js')],
    },
  };
}

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
        new ModuleFederationPlugin({
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
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'app-template.html'),
          title,
          publicPath: '/',
          standaloneRuntime: externalRuntime ? `/${STANDALONE_RUNTIME_FILE}` : null,
        }),
        new SharedExportsGuardPlugin(),
        ...(isProduction ? [moduleMap(name), pageAssets(), new PrecompressPlugin()] : []),
        ...(isProduction && isHost ? [new BootPreloadPlugin()] : []),
      ],
      // Budgets of the build itself (webpack's defaults: 250 000 bytes per asset and entry point).
      performance: isProduction ? { hints: 'error', assetFilter: (file) => file.endsWith('.js') } : false,
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares(middlewares, devServer) {
          devServer.app.get('/config.json', (_req, res) => res.json(appConfig()));
          if (isHost) devServer.app.get('/remotes.json', (_req, res) => res.json(remotesConfig()));
          return middlewares;
        },
      },
    };
    if (!isProduction) return config;
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
