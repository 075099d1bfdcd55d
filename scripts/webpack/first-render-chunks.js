// The chunks of a host's first render, read from webpack's chunk graph: the entry (main.js), the chunk groups its
// entry imports (the shell's `import('./bootstrap')`, which imports the libraries one by one and then the app), and
// the chunks of the shared modules those consume (React, the store's core…). The host provides those itself, and
// its page takes a shared module from the share scope, where the host registered its own copy: the chunks of the
// host's provide-shared module, not the consume-shared module's fallback (webpack may put the same modules in two
// chunks, one for each). The lazily loaded parts (the layout's live part, the pages, the remotes) are child groups
// of these and are not followed.

/** A host's start-up, the chunk that imports its stages (`import(/* webpackChunkName: "start-up" *\/ …)`). */
const START_UP_CHUNK = 'start-up';
const CONSUME_SHARED_MODULE = 'consume-shared-module';
const PROVIDE_MODULE = 'provide-module';

/** Per compilation: its manifest and its compile hints ask at different stages of the same sealed chunk graph. */
const walked = new WeakMap();

/** @returns {Set<import('webpack').Chunk>} */
function firstRenderChunks(compilation) {
  if (!walked.has(compilation)) walked.set(compilation, walk(compilation));
  return walked.get(compilation);
}

function walk(compilation) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const seen = new Set();
  /** the host's provide-shared modules by share key */
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_MODULE) provided.set(module._name, module);
  // `followImports`: the entry's own code (the shell's index.ts importing its start-up), and the start-up's own code
  // (the chunk named START_UP_CHUNK, importing the libraries and then the app); not the entry's provide-shared
  // modules, whose blocks hold every module the host could provide
  const visit = (group, followImports = false) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // a consumed shared module's own code comes in an async block of the host's provide-shared module (or of
        // the consume-shared module's fallback, when the host does not provide it)
        const consumed = module.type === CONSUME_SHARED_MODULE;
        const follow = consumed || (followImports && module.resource && !module.resource.includes('node_modules'));
        if (!follow) continue;
        const source = (consumed && provided.get(module.options.shareKey)) || module;
        for (const block of source.blocks) {
          const child = chunkGraph.getBlockChunkGroup(block);
          visit(child, child?.name === START_UP_CHUNK);
        }
      }
    }
  };
  for (const entry of compilation.entrypoints.values()) visit(entry, true);
  return chunks;
}

module.exports = { firstRenderChunks };
