// Writes first-render.json into a host's build: the files and the modules of its first render
// (first-render-chunks.js), so `npm test` can check them without a browser (scripts/ops/test/
// first-render-budget.test.ts).
const path = require('node:path');
const { Compilation, sources } = require('webpack');
const { firstRenderChunks } = require('./first-render-chunks');

const NAME = 'FirstRenderManifestPlugin';
const FILE = 'first-render.json';

class FirstRenderManifestPlugin {
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        const modules = new Set();
        for (const chunk of firstRenderChunks(compilation)) {
          for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const inner of module.modules ?? [module]) if (inner.resource) modules.add(path.relative(this.root, inner.resource).split(path.sep).join('/'));
          }
        }
        const manifest = { files: [...files].sort(), modules: [...modules].sort() };
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}

module.exports = { FirstRenderManifestPlugin, FIRST_RENDER_FILE: FILE };
