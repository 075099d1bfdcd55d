/** Runs the ops commands (scripts/release.mjs, rollback.mjs, remotes.mjs, build.mjs) as a person would. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './server';

export interface OpsResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Like runScript, but a failure fails the test with the command's own message. */
export async function ops(script: string, ...args: string[]): Promise<string> {
  const result = await runScript(script, args);
  if (result.code !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.code}): ${result.stderr || result.stdout}`);
  return result.stdout;
}
