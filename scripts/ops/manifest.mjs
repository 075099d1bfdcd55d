// The runtime manifest dist/remotes.json and the release history dist/releases.jsonl.
// Every change goes through changeManifest(): one lock file, read, change, write a temp file, rename.
// A reader (the shell, nginx, another command) therefore sees the old file or the new one, never half
// of one, and two commands changing different apps at once both land.
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MANIFEST_FILE = 'remotes.json';
export const HISTORY_FILE = 'releases.jsonl';
const LOCK_FILE = '.remotes.lock';
const LOCK_TIMEOUT_MS = 15000;
const STALE_LOCK_MS = 30000;

/** One manifest entry: where the shell loads the remote from, which release that is, and the kill switch. */
export function entryFor(app, version, disabled = false) {
  return { entry: `/apps/${app}/${version}/remoteEntry.js`, version, disabled };
}

/** Older manifests held a bare entry URL per remote; both forms read as entries. */
export function normaliseEntry(value) {
  if (typeof value === 'string') {
    const version = value.match(/\/apps\/[^/]+\/([^/]+)\/remoteEntry\.js$/)?.[1] ?? '';
    return { entry: value, version, disabled: false };
  }
  return { entry: String(value.entry), version: String(value.version ?? ''), disabled: Boolean(value.disabled) };
}

export function readManifest(dist) {
  const file = path.join(dist, MANIFEST_FILE);
  if (!existsSync(file)) return {};
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, normaliseEntry(value)]));
}

/** Write a file so that readers see either the old or the new content: temp file in the same folder, then rename. */
export function writeFileAtomic(file, content) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, content);
  // nginx's ETag is "<mtime in seconds>-<size>": two writes of the same size within one second would
  // share it, and open pages would get a 304 for a changed manifest. Each write moves mtime forward.
  if (existsSync(file)) {
    const seconds = Math.max(Math.floor(Date.now() / 1000), Math.floor(statSync(file).mtimeMs / 1000) + 1);
    utimesSync(temp, seconds, seconds);
  }
  renameSync(temp, file);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function lockIsStale(lock) {
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
      } catch {
        return true; // its owner is gone
      }
    }
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  } catch {
    return false;
  }
}

/** Runs fn while holding dist/.remotes.lock (created exclusively; a dead owner's lock is taken over). */
export function withManifestLock(dist, fn) {
  mkdirSync(dist, { recursive: true });
  const lock = path.join(dist, LOCK_FILE);
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  let fd;
  for (;;) {
    try {
      fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockIsStale(lock)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`Another release holds ${lock}; try again in a moment.`);
      else sleep(15 + Math.random() * 25);
    }
  }
  try {
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

export function whoAmI(by) {
  return by || process.env.USER || process.env.USERNAME || os.userInfo().username || 'unknown';
}

export function appendHistory(dist, record) {
  appendFileSync(path.join(dist, HISTORY_FILE), JSON.stringify({ time: new Date().toISOString(), ...record }) + '\n');
}

export function readHistory(dist) {
  const file = path.join(dist, HISTORY_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}
