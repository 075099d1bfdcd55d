/**
 * The shell page's inline boot script is allowed by its hash: nginx.conf spells the hash out, so it must
 * be the hash of the script the build embeds (the API computes its own from the page it serves).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BOOT_SCRIPT } = require('../../webpack/boot-script.js') as { BOOT_SCRIPT: string };

test('nginx allows the shell page its boot script and no other inline script', () => {
  const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
  const nginx = readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8');
  const pagePolicy = /map \$host \$ayurveda_page_csp \{\s*default "([^"]+)"/.exec(nginx)?.[1] ?? '';
  expect(pagePolicy).toContain(`script-src 'self' ${hash};`);
  expect(nginx).toMatch(/location = \/ \{[^}]*Content-Security-Policy \$ayurveda_page_csp/);
  // the shop-wide policy stays without inline scripts
  expect(/map \$host \$ayurveda_csp \{\s*default "([^"]+)"/.exec(nginx)?.[1]).toContain("script-src 'self';");
});

test('the page template embeds the boot script and nothing else inline that would run', () => {
  const template = readFileSync(path.join(repoRoot, 'scripts/webpack/index.html'), 'utf8');
  const inline = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline).toEqual(['<%= htmlWebpackPlugin.options.bootScript %>']);
});
