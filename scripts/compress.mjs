// Precompresses the built front-end: next to every text asset under dist/ (JavaScript, CSS, HTML, JSON,
// SVG) of at least 1 KB, a brotli (.br, quality 11) and a gzip (.gz, level 9) copy, so neither the
// embedded server (`npm start`) nor nginx (`brotli_static` / `gzip_static`) compresses per request.
// A copy newer than its source is kept. Source maps are not compressed: browsers never download them.
// Run after any build step that writes dist/ (scripts/build.mjs calls it last).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, repoRoot } from './lib.mjs';

export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

function fresh(copy, source) {
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(source).mtimeMs;
}

/** Writes the missing or stale .br and .gz copies under `dir`; returns how many files were compressed. */
export function compressTree(dir = path.join(repoRoot, 'dist')) {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const file of files(dir)) {
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    if (fresh(`${file}.br`, file) && fresh(`${file}.gz`, file)) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = compressTree(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  log(`Precompressed ${count} file(s) (brotli and gzip)`);
}
