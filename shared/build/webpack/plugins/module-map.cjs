// moduleMap(): dist/bundle-modules.json, the modules of every emitted JavaScript file.
const path = require('node:path');
const { JsonReportPlugin } = require('./json-report-plugin.cjs');

/**
 * What the module map's paths are relative to: shared/, the parent of shared/build (as when this
 * lived in shared/build/webpack.cjs), so each path reads `../` and its place in the repository.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * dist/bundle-modules.json: every emitted JavaScript file and the modules it holds (paths
 * relative to ROOT). The bundle benchmark uses it to find singletons downloaded twice
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

module.exports = { moduleMap };
