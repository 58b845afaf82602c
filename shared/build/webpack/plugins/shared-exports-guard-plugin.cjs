// SharedExportsGuardPlugin: fails the build on an import a trimmed shared package does not provide.
const { TRIMMED_EXPORTS } = require('../../federation.cjs');

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

module.exports = { SharedExportsGuardPlugin };
