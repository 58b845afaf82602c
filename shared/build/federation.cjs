/**
 * The one list of dependencies shared between the shell and the remotes. Every entry is a
 * singleton: one React, one router, one query cache, one theme, one toast container, one
 * @replay/contract and one @replay/platform (its API client, session and runtime config) for the
 * whole page. Nothing is eager; each app's src/index.ts provides the async boundary.
 */
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'react-toastify',
  'axios',
  'react-hook-form',
  '@replay/contract',
  '@replay/platform',
];

/**
 * Singletons a remote must not use at a version outside its requirement: two Reacts or routers
 * break the page, and a platform of another major is an API the remote was not written against.
 * The federation runtime then refuses to load the remote's code (that area shows its fallback,
 * the console names both versions) instead of running it against the wrong one.
 */
const STRICT = new Set(['react', 'react-dom', 'react-router-dom', '@replay/platform']);

/** Subpath imports that carry their own code and must not be bundled twice. */
const SUBPATHS = {
  react: ['react/jsx-runtime'],
  'react-dom': ['react-dom/client'],
};

/**
 * Shared packages trimmed to the exports the site may use. A shared module cannot be
 * tree-shaken by usage (the build of one app does not know what the others import), so webpack
 * keeps every export: react-router-dom 7 would ship its server, RSC and framework-mode code
 * (62 kB gzip instead of 31; react-query: 13.4 instead of 12). Each app shares instead a
 * generated module that re-exports only these names from the package, the same list in every
 * app, so the copy the page loads (the shell's) serves every remote. Importing anything else
 * from these packages fails the build (SharedExportsGuardPlugin,
 * webpack/plugins/shared-exports-guard-plugin.cjs): add the name here, then rebuild every app.
 */
const TRIMMED_EXPORTS = {
  'react-router-dom': [
    // data routers and components (not Form, fetchers, ScrollRestoration, Await, blockers)
    'createBrowserRouter',
    'createMemoryRouter',
    'RouterProvider',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    // hooks
    'useActionData',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLoaderData',
    'useLocation',
    'useMatch',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRevalidator',
    'useRouteError',
    'useRouteLoaderData',
    'useSearchParams',
    // utilities
    'createPath',
    'createSearchParams',
    'data',
    'generatePath',
    'isRouteErrorResponse',
    'matchPath',
    'matchRoutes',
    'parsePath',
    'redirect',
    'replace',
    'resolvePath',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'QueryCache',
    'MutationCache',
    'QueryErrorResetBoundary',
    'queryOptions',
    'mutationOptions',
    'infiniteQueryOptions',
    'useQuery',
    'useQueries',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'useInfiniteQuery',
    'useSuspenseInfiniteQuery',
    'useMutation',
    'useMutationState',
    'useQueryClient',
    'useIsFetching',
    'useIsMutating',
    'useQueryErrorResetBoundary',
    'keepPreviousData',
    'skipToken',
    'hashKey',
    'isCancelledError',
    'CancelledError',
    'matchQuery',
    'matchMutation',
  ],
};

/**
 * An installed package's ES module entry (exports "." → browser/import/module/default, else
 * "module"), looked up from `fromDir` like node_modules resolution, and its version.
 */
function resolveEsm(name, fromDir) {
  let dir = fromDir;
  while (!fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) {
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked up from ${fromDir})`);
    dir = path.dirname(dir);
  }
  dir = path.join(dir, 'node_modules', name);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const pick = (target) => {
    if (typeof target === 'string') return target;
    if (!target || typeof target !== 'object') return undefined;
    for (const condition of ['browser', 'import', 'module', 'default']) {
      const found = pick(target[condition]);
      if (found) return found;
    }
    return undefined;
  };
  const root =
    pkg.exports && (typeof pkg.exports === 'string' || !('.' in pkg.exports) ? pkg.exports : pkg.exports['.']);
  const entry = pick(root) ?? pkg.module ?? pkg.main ?? 'index.js';
  return { file: path.join(dir, entry), version: pkg.version };
}

/** The request an app's trimmed copy of a package is shared under (see trimmedAliases). */
const trimmedRequest = (name) => `replay-trimmed-${name.replace(/[@/]/g, '_')}`;

/**
 * Writes (when changed) the module an app shares for a trimmed package, under the app's
 * node_modules/.federation/ (generated files, like the federation entry), and returns its path
 * and the package's version.
 */
function trimmedModule(name, appDir) {
  const { file, version } = resolveEsm(name, appDir);
  const names = TRIMMED_EXPORTS[name].map((exported) => `  ${exported},\n`).join('');
  const header = `// Generated by shared/federation.cjs: the shared ${name}, trimmed to TRIMMED_EXPORTS.`;
  const source = `${header}\nexport {\n${names}} from ${JSON.stringify(file)};\n`;
  const target = path.join(appDir, 'node_modules', '.federation', 'shared', `${name.replace(/[@/]/g, '_')}.mjs`);
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== source) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
  return { file: target, version };
}

/**
 * webpack `resolve.alias` entries of the trimmed modules. They are shared through an alias, not
 * a path: webpack provides a path-shared module in every compilation, including child compilers
 * (html-webpack-plugin's), which would emit a useless copy.
 */
function trimmedAliases(appDir) {
  return Object.fromEntries(
    Object.keys(TRIMMED_EXPORTS).map((name) => [`${trimmedRequest(name)}$`, trimmedModule(name, appDir).file]),
  );
}

/**
 * @param {{ dependencies?: Record<string, string> }} pkg the app's package.json
 * @param {string} [appDir] the app's directory: when given, trimmed packages share their
 *   generated module (webpack builds, with trimmedAliases(appDir)); without it they do not
 * @returns the `shared` option of ModuleFederationPlugin, limited to what the app depends on
 */
function sharedDependencies(pkg, appDir) {
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) continue;
    for (const request of [name, ...(SUBPATHS[name] || [])]) {
      shared[request] = { singleton: true, requiredVersion, strictVersion: STRICT.has(name), eager: false };
      if (appDir && TRIMMED_EXPORTS[request]) {
        // The provided module and the fallback are the trimmed copy; its version is the package's.
        Object.assign(shared[request], {
          import: trimmedRequest(request),
          version: trimmedModule(request, appDir).version,
        });
      }
    }
  }
  return shared;
}

module.exports = { SINGLETONS, STRICT, TRIMMED_EXPORTS, sharedDependencies, trimmedAliases, resolveEsm };
