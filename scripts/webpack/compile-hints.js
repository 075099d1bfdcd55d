// Marks the scripts a host runs while its first screen starts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other browsers read a comment): the browser then compiles
// all of their functions on the background thread that streams the script in while it downloads, instead of each
// function lazily on the main thread the first time the start-up calls it (docs/performance.md). Only the scripts
// whose functions the start-up mostly calls: the first render's (first-render-chunks.js) and the chunks named here
// (the layout's live part, loaded right after). A page's or a dialog's chunk stays lazily compiled.
const { Compilation, sources } = require('webpack');
const { firstRenderChunks } = require('./first-render-chunks');

const NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ chunkNames: string[] }} options the chunks, besides the first render's, that run at start-up */
  constructor({ chunkNames }) {
    this.chunkNames = new Set(chunkNames);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after the minimizer (which drops comments), before the source maps and the content hashes are made
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const hinted = [...firstRenderChunks(compilation)];
        for (const chunk of compilation.chunks) if (chunk.name && this.chunkNames.has(chunk.name)) hinted.push(chunk);
        for (const file of new Set(hinted.flatMap((chunk) => [...chunk.files]))) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
