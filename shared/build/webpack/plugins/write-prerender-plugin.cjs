// WritePrerenderPlugin: runs a remote's prerender bundle and writes dist/prerender.json.
const path = require('node:path');
const fs = require('node:fs');
const { PAGE_ASSETS_FILE } = require('./page-assets.cjs');

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

module.exports = { WritePrerenderPlugin };
