// Writes first-render.json into a host's build: the files and the modules of its first render, read from
// webpack's own chunk graph, so `npm test` can check them without a browser (scripts/ops/test/
// first-render-budget.test.ts): the entry (main.js), the chunk groups its entry imports (the shell's
// `import('./bootstrap')`, which imports the libraries one by one and then the app), and the chunks of the shared modules those consume (React, the store's core…:
// the host provides them, so their fallback chunks are what the page loads). The lazily loaded parts (the
// layout's live part, the pages, the remotes) are child groups of these and are not followed.
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const NAME = 'FirstRenderManifestPlugin';
const FILE = 'first-render.json';
/** A host's start-up, the chunk that imports its stages (`import(/* webpackChunkName: "start-up" *\/ …)`). */
const START_UP_CHUNK = 'start-up';

class FirstRenderManifestPlugin {
  constructor({ root }) {
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const files = new Set();
        const modules = new Set();
        const seen = new Set();
        // `followImports`: the entry's own code (the shell's index.ts importing its start-up), and the start-up's
        // own code (the chunk named START_UP_CHUNK, importing the libraries and then the app); not the entry's
        // provide-shared modules, whose blocks hold every module the host could provide
        const visit = (group, followImports = false) => {
          if (!group || seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of module.modules ?? [module]) if (inner.resource) modules.add(path.relative(this.root, inner.resource).split(path.sep).join('/'));
              // a consumed shared module's own code comes in an async block of it
              const follow = module.type === 'consume-shared-module' || (followImports && module.resource && !module.resource.includes('node_modules'));
              if (!follow) continue;
              for (const block of module.blocks) {
                const child = chunkGraph.getBlockChunkGroup(block);
                visit(child, child?.name === START_UP_CHUNK);
              }
            }
          }
        };
        for (const entry of compilation.entrypoints.values()) visit(entry, true);
        const manifest = { files: [...files].sort(), modules: [...modules].sort() };
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}

module.exports = { FirstRenderManifestPlugin, FIRST_RENDER_FILE: FILE };
