// `npm start`: installs what is missing, builds what changed, then serves the shop, the remotes and the
// API on one port (8080, PORT overrides). The API migrates and seeds an empty database on start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_BUNDLE, API_NODE_FLAGS, buildApi } from './build-api.mjs';
import { build } from './build.mjs';
import { log, repoRoot } from './lib.mjs';

await build();
await buildApi();
log('Starting the server…');
const server = spawn(process.execPath, ['--enable-source-maps', ...API_NODE_FLAGS, API_BUNDLE], {
  cwd: repoRoot,
  stdio: 'inherit',
  // the payment sandbox is on for local runs unless PAYMENT_SANDBOX says otherwise (the API refuses it in production)
  env: { PAYMENT_SANDBOX: process.env.NODE_ENV === 'production' ? '0' : '1', ...process.env, STATIC_ROOT: process.env.STATIC_ROOT || path.join(repoRoot, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
