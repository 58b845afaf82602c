// BootPreloadPlugin: the shell's index.html preloads the chunks its bootstrap needs.
const HtmlWebpackPlugin = require('html-webpack-plugin');

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

module.exports = { BootPreloadPlugin };
