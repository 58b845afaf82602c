// PrecompressPlugin: Brotli and gzip copies of the build's text assets.
const zlib = require('node:zlib');

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

module.exports = { PrecompressPlugin };
