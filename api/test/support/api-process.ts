/** The API as a real process: its output, its exit, and a wait for a given output (no polling, no fixed sleeps). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The sources through tsx's loader (not the tsx CLI, which relays signals late), as the tests run them. */
export const API_SOURCES = ['--import', 'tsx', 'api/src/main.ts'];

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** resolves once the output satisfies the test (checked on every chunk, no polling) */
  waitFor: (test: (output: string) => boolean) => Promise<void>;
}

export function startApi(env: Record<string, string>, entry: string[] = API_SOURCES): Run {
  let output = '';
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (test: (text: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (test(output)) return resolve();
      const check = () => {
        if (!test(output)) return;
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', () => (test(output) ? resolve() : reject(new Error(`exited before the expected output:\n${output}`))));
    });
  return { child, output: () => output, exited, waitFor };
}

