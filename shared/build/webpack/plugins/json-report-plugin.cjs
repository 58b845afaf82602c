// JsonReportPlugin: writes a JSON report of the compilation into the build's output.

/**
 * Writes `file` into the build's output: the JSON `report(compilation)` returns once the chunks and
 * their files are final (the module map and the page assets, module-map.cjs and page-assets.cjs).
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

module.exports = { JsonReportPlugin };
