// Small helpers the ops commands share: argument parsing and friendly failure.
import path from 'node:path';
import { repoRoot } from '../lib.mjs';
import { RefusedError } from './switch.mjs';

/** `a b --to x --flag` → { _: ['a', 'b'], to: 'x', flag: true } */
export function parseArgs(argv) {
  const args = { _: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      args._.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[key] = inline;
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) args[key] = argv[(i += 1)];
    else args[key] = true;
  }
  return args;
}

export function distFrom(args) {
  return path.resolve(args.dist || process.env.DIST_DIR || path.join(repoRoot, 'dist'));
}

export async function runCommand(main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof RefusedError ? error.message : `Failed: ${error.message}`);
    process.exit(error instanceof RefusedError ? 2 : 1);
  }
}
