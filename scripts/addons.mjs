// Native addons whose prebuilt binary cannot be downloaded here (better-sqlite3 asks GitHub for one, then
// compiles SQLite from source: about 80 s of one core) are compiled in the background while the apps build.
// On a fresh install the compile starts before `npm install` does: from the locked tarball (npm's cache, checked
// against the lock's integrity), in a folder of its own, so that the install, which mostly waits on the disk,
// and the compile overlap; the binary is put in place once both are done. Otherwise, or when that cannot
// start, `npm rebuild` compiles it in node_modules after the install, as the package's own script would.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, repoRoot } from './lib.mjs';

/** Addons built in the background: the file their build leaves, and their package's script that compiles it. */
const BACKGROUND_ADDONS = { 'better-sqlite3': { binary: 'build/Release/better_sqlite3.node', compileScript: 'build-release' } };

const installedBinary = (name) => path.join(repoRoot, 'node_modules', name, BACKGROUND_ADDONS[name].binary);

export const isBackgroundAddon = (name) => name in BACKGROUND_ADDONS;

/** A child process's end as a promise; its output, kept in `logFile`, is shown when it fails. */
function ended(child, what, logFile) {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      if (existsSync(logFile)) process.stderr.write(readFileSync(logFile, 'utf8').slice(-20000));
      reject(new Error(`${what} exited with ${code ?? signal}`));
    });
  });
}

/** Compiles one addon from its locked tarball in a temporary folder; resolves to the binary it built. */
function compileFromTarball(name, { version, integrity }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `addon-${name}-`));
  try {
    execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack gave no tarball');
    const packed = `sha512-${createHash('sha512').update(readFileSync(path.join(dir, tarball))).digest('base64')}`;
    if (packed !== integrity) throw new Error(`the tarball of ${name}@${version} does not match the lock file's integrity`);
    execFileSync('tar', ['-xzf', tarball], { cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const packageDir = path.join(dir, 'package');
  const logFile = path.join(dir, 'compile.log');
  // the output goes to a file, not a pipe: `npm install` runs meanwhile and holds this process's event loop
  const output = openSync(logFile, 'w');
  const child = spawn('npm', ['run', BACKGROUND_ADDONS[name].compileScript], { cwd: packageDir, stdio: ['ignore', output, output] });
  return {
    dir,
    built: ended(child, `${name}'s compile`, logFile).then(() => path.join(packageDir, BACKGROUND_ADDONS[name].binary)),
  };
}

/** Before a fresh install: starts compiling each addon whose binary is missing; by name, what was started. */
export function compileAddonsAhead() {
  const { packages } = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const started = {};
  for (const name of Object.keys(BACKGROUND_ADDONS)) {
    const locked = packages[`node_modules/${name}`];
    if (!locked?.version || !locked.integrity || existsSync(installedBinary(name))) continue;
    try {
      started[name] = compileFromTarball(name, locked);
      log(`Compiling ${name} in the background, beside the install…`);
    } catch (error) {
      log(`${name} will be compiled after the install (${error.message})`);
    }
  }
  return started;
}

/** After the install: each binary compiled ahead put in place (one that failed is compiled again by buildAddons). */
async function placeCompiledAhead(started) {
  for (const [name, { dir, built }] of Object.entries(started)) {
    try {
      const binary = await built;
      mkdirSync(path.dirname(installedBinary(name)), { recursive: true });
      copyFileSync(binary, installedBinary(name));
      log(`${name} built`);
    } catch (error) {
      log(`${name}'s compile beside the install failed (${error.message}); compiling it in node_modules`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** Builds each background addon whose binary is missing (a fresh install, or a build cut short) with `npm rebuild`. */
function rebuildMissing() {
  const missing = Object.keys(BACKGROUND_ADDONS).filter((name) => existsSync(path.join(repoRoot, 'node_modules', name)) && !existsSync(installedBinary(name)));
  if (!missing.length) return Promise.resolve();
  log(`Building ${missing.join(', ')} in the background…`);
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'addon-rebuild-')), 'rebuild.log');
  const output = openSync(logFile, 'w');
  const child = spawn('npm', ['rebuild', ...missing], { cwd: repoRoot, stdio: ['ignore', output, output] });
  return ended(child, `npm rebuild ${missing.join(' ')}`, logFile).then(() => {
    rmSync(path.dirname(logFile), { recursive: true, force: true });
    log(`${missing.join(', ')} built`);
  });
}

/**
 * The background addons, done: those compiled ahead put in place, then any still missing rebuilt. The promise
 * marks its own failure handled: the caller awaits it after work of its own and reports a failure there.
 */
export function finishAddons(started = {}) {
  const done = placeCompiledAhead(started).then(rebuildMissing);
  done.catch(() => {});
  return done;
}
