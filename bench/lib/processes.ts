/** Child processes of the bench: a free port, a server started and awaited, stopped by its own pid. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts a command in its own process group (so its children stop with it); `onOutput` sees every chunk. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, { cwd = repoRoot, onOutput }: { cwd?: string; onOutput?: (text: string) => void } = {}): Running {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const take = (chunk: Buffer) => {
    output = (output + chunk).slice(-20000);
    onOutput?.(String(chunk));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves with the milliseconds until `url` answers 200, polling every 50 ms; rejects on exit or timeout. */
export async function waitForOk(url: string, running: Running, timeoutMs: number, startedAt = Date.now()): Promise<number> {
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`process exited early:\n${running.output()}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - startedAt;
    } catch {
      /* not up yet */
    }
    if (Date.now() - startedAt > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
