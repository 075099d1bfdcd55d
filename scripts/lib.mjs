// Helpers shared by the start, build and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-patient', 'mfe-doctor', 'mfe-seller'];
export const REMOTE_NAMES = {
  'mfe-storefront': 'storefront',
  'mfe-checkout': 'checkout',
  'mfe-patient': 'patient',
  'mfe-doctor': 'doctor',
  'mfe-seller': 'seller',
};

export function log(message) {
  console.log(`\x1b[32m›\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
    child.on('error', reject);
  });
}

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    if (/\.test\.[jt]sx?$/.test(entry.name)) continue; // tests do not change what a build produces
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Each input's files (path and content), read once per process: every app's fingerprint reads the common inputs. */
const inputFiles = new Map();
function filesOf(p) {
  if (!inputFiles.has(p)) {
    const full = path.join(repoRoot, p);
    const files = existsSync(full) && statSync(full).isDirectory() ? [...filesUnder(full)].sort() : [full];
    inputFiles.set(p, files.filter((file) => existsSync(file)).map((file) => [path.relative(repoRoot, file), readFileSync(file)]));
  }
  return inputFiles.get(p);
}

/** A fingerprint of everything a build reads (plus an optional label), so an unchanged tree is not rebuilt. */
export function fingerprint(paths, extra = '') {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const p of paths) {
    for (const [name, content] of filesOf(p)) {
      hash.update(name);
      hash.update(content);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export function packageVersion(app) {
  return JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')).version;
}

