/** Runs Debian's nginx with the project's nginx.conf, moved onto a loopback port and temp paths. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './server';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(options: { distDir: string; apiPort: number }): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'ayur-nginx-'));
  chmodSync(prefix, 0o755);
  const config = readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8')
    .replaceAll('/srv/ayurveda/dist', options.distDir)
    .replace(/server 127\.0\.0\.1:8080\b/, `server 127.0.0.1:${options.apiPort}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('pid /run/nginx-ayurveda.pid;', `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;`);
  if (config.includes('/srv/ayurveda') || !config.includes(`127.0.0.1:${port}`)) throw new Error('nginx.conf placeholders changed');
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-p', prefix, '-e', `${prefix}/error.log`, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
