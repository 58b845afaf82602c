// pageAssets(): dist/page-assets.json, the JavaScript files of each named page chunk.
const { JsonReportPlugin } = require('./json-report-plugin.cjs');

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

module.exports = { PAGE_ASSETS_FILE, pageAssets };
