// Makes sure the system programs the tests need are present: Debian's chromium, nginx, PostgreSQL, redis-server, coturn, a Devanagari font and poppler's PDF tools.
// As root they are installed with apt-get; otherwise a clear message names what is missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { log } from './lib.mjs';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

const REQUIREMENTS = [
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium'), packages: ['chromium'] },
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx'), packages: ['nginx'] },
  // nginx.conf serves the build's .br copies (brotli_static)
  {
    name: 'nginx brotli_static module',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
    packages: ['libnginx-mod-http-brotli-static'],
  },
  { name: 'postgresql', present: () => postgresBinDir() !== null, packages: ['postgresql'] },
  // the scale-out topology test (npm run scale-test): rate limits shared through Redis
  { name: 'redis-server', present: () => existsSync('/usr/bin/redis-server'), packages: ['redis-server'] },
  // the consultation room's TURN relay in the scale-out topology and the room journey through nginx (scripts/coturn.mjs)
  { name: 'coturn', present: () => existsSync('/usr/bin/turnserver'), packages: ['coturn'] },
  // the Hindi caution of prescription medicines (issue 28) in headless Chromium's screenshots: a Devanagari font
  { name: 'Noto fonts (Devanagari)', present: () => existsSync('/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf'), packages: ['fonts-noto-core'] },
  // the journeys read the invoices and credit notes they download (pdftotext) and keep a picture of them (pdftoppm)
  { name: 'poppler-utils (pdftotext, pdftoppm)', present: () => existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm'), packages: ['poppler-utils'] },
];

export function provisionSystemPackages() {
  const missing = REQUIREMENTS.filter((r) => !r.present());
  if (missing.length === 0) return;
  const names = missing.flatMap((r) => r.packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Missing system packages: ${names.join(', ')}. Install them with: sudo apt-get install -y ${names.join(' ')}`,
    );
  }
  log(`Installing Debian packages: ${names.join(', ')}…`);
  execSync('apt-get update -qq', { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`apt-get install ${names.join(' ')} failed`);
  const stillMissing = REQUIREMENTS.filter((r) => !r.present()).map((r) => r.name);
  if (stillMissing.length) throw new Error(`Still missing after apt-get: ${stillMissing.join(', ')}`);
}
