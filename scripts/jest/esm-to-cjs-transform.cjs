/** Jest transform: compiles ESM-only dependencies (typebox 1.x .mjs files) to CommonJS with esbuild. */
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const result = transformSync(source, { format: 'cjs', loader: 'js', target: 'node20', sourcefile: filename, sourcemap: 'inline' });
    return { code: result.code };
  },
};
