// swcRule(): the loader rule that compiles our TypeScript and JSX with SWC.
const path = require('node:path');

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

module.exports = { swcRule };
