/** A throwaway dist/ with fake release folders (release.json + entry files) for the ops command tests. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

const SHARED = { 'shared-lib': '1.0.0', react: '19.2.0', 'react-dom': '19.2.0', 'react-router-dom': '7.9.0', 'react-redux': '9.2.0', '@reduxjs/toolkit': '2.9.0' };
const caret = (versions: Record<string, string>) => Object.fromEntries(Object.entries(versions).map(([k, v]) => [k, `^${v}`]));

export interface ReleaseOptions {
  shared?: Partial<typeof SHARED>;
  exposes?: string[];
  needs?: Record<string, string[]>;
  builtAt?: string;
  /** more than the shared singletons, e.g. the federation runtime a remote takes from its host */
  requires?: Record<string, string>;
  provides?: Record<string, string>;
}

export class FakeDist {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'ayur-ops-'));

  addRelease(app: string, version: string, options: ReleaseOptions = {}): this {
    const folder = path.join(this.dir, app, version);
    mkdirSync(folder, { recursive: true });
    const shared = { ...SHARED, ...options.shared };
    const name = app === 'shell' ? null : app.replace(/^mfe-/, '');
    const info = {
      app,
      name,
      version,
      builtAt: options.builtAt ?? new Date().toISOString(),
      requires: { ...caret(shared), ...options.requires },
      provides: { ...shared, ...options.provides },
      exposes: options.exposes ?? (app === 'shell' ? [] : ['./Home']),
      ...(app === 'shell' ? { needs: options.needs ?? { storefront: ['./Home'], checkout: ['./Home'] } } : {}),
    };
    writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
    if (app === 'shell') writeFileSync(path.join(folder, 'index.html'), `<script src="/apps/shell/${version}/main.js"></script>`);
    else writeFileSync(path.join(folder, 'remoteEntry.js'), '/* entry */');
    return this;
  }

  manifest(): Record<string, { entry: string; version: string; disabled: boolean }> {
    return JSON.parse(readFileSync(path.join(this.dir, 'remotes.json'), 'utf8'));
  }

  history(): Record<string, string>[] {
    return readFileSync(path.join(this.dir, 'releases.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node scripts/<script> …args --dist <dir>` and collects its output. */
export function command(script: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return runNode([path.join(repoRoot, 'scripts', script), ...args], env);
}

/** Runs an ES module snippet with the repository root as working folder. */
export function nodeModuleSnippet(code: string): Promise<CommandResult> {
  return runNode(['--input-type=module', '-e', code], {});
}

function runNode(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, USER: 'tester', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
