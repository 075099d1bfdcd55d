// npm packages for start, build, test and bench: installed when node_modules is missing or older than the lock
// file. `npm start` installs what serving needs: the test and bench workspaces' tools (Playwright, axe,
// Lighthouse with its telemetry packages: about 200 MB) wait for `npm test` and `npm run bench`. Native addons
// without a prebuilt binary here compile in the background (addons.mjs), so the first `npm start` builds the
// apps meanwhile; the returned promise settles once they are built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileAddonsAhead, finishAddons, isBackgroundAddon } from './addons.mjs';
import { log, repoRoot, run } from './lib.mjs';

/** Workspaces whose packages only the tests and the bench use. */
const TEST_WORKSPACES = ['e2e', 'bench'];

function installIsStale() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  return !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
}

/** The installed packages with install scripts (the lock file knows them), by name. */
function packagesWithInstallScripts() {
  const { packages } = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const names = Object.entries(packages)
    .filter(([key, entry]) => entry.hasInstallScript && key.includes('node_modules/'))
    .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A test workspace's package that is installed neither at the root nor in the workspace's own node_modules. */
function testToolsMissing() {
  return TEST_WORKSPACES.some((workspace) => {
    const { dependencies = {}, devDependencies = {} } = readJson(path.join(repoRoot, workspace, 'package.json'));
    return Object.keys({ ...dependencies, ...devDependencies }).some(
      (name) => ![repoRoot, path.join(repoRoot, workspace)].some((dir) => existsSync(path.join(dir, 'node_modules', name, 'package.json'))),
    );
  });
}

/** Every workspace, or (for serving) all but the test workspaces; the lock file is the same either way. */
function workspaceArgs(testTools) {
  if (testTools) return [];
  const serving = readJson(path.join(repoRoot, 'package.json')).workspaces.filter((workspace) => !TEST_WORKSPACES.includes(workspace));
  return [...serving.flatMap((workspace) => ['--workspace', workspace]), '--include-workspace-root'];
}

function install(testTools) {
  // `npm install` honours the lock file; `npm ci` trips over npm 11's handling of optional platform
  // packages (it reports them missing from a lock file that npm itself just wrote).
  log(testTools ? 'Installing npm packages…' : 'Installing npm packages (those the tests and the bench use come with `npm test` or `npm run bench`)…');
  // --include=dev: `npm start` under NODE_ENV=production builds too, and npm would otherwise drop the build's tools;
  // --prefer-offline: a package already in npm's cache is taken from there without asking the registry
  // whether it changed (the lock file pins exact versions and integrity hashes, so it cannot have);
  // --ignore-scripts: the install scripts run next, the slow addons' in the background
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...workspaceArgs(testTools)]);
  const quick = packagesWithInstallScripts().filter((name) => !isBackgroundAddon(name));
  if (quick.length) run('npm', ['rebuild', ...quick]);
}

/**
 * Installs what is missing, the test and bench tools too when `testTools`; the promise settles once the
 * background addons are built too.
 */
export function ensureDependencies({ testTools = false } = {}) {
  if (!installIsStale() && !(testTools && testToolsMissing())) return finishAddons();
  const compiling = compileAddonsAhead();
  install(testTools);
  return finishAddons(compiling);
}
