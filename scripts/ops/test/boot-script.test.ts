/**
 * The shell page's inline boot script is allowed by its hash: the build writes the hash of the page's
 * inline scripts into nginx's include (scripts/ops/page-csp.mjs), and nginx.conf adds it to the page's
 * policy without ever spelling a hash out (the API computes its own from the page it serves).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bootScript, loadBootPageConfig } = require('../../webpack/boot-script.js') as { bootScript: (config: unknown) => string; loadBootPageConfig: () => unknown };
const BOOT_SCRIPT = bootScript(loadBootPageConfig());

/** scripts/ops/page-csp.mjs, an ES module, run by node (jest here loads CommonJS only). */
function pageCspModule(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', `import * as pageCsp from './scripts/ops/page-csp.mjs';\n${code}`], { cwd: repoRoot, encoding: 'utf8' });
}
const pageCsp = JSON.parse(pageCspModule('console.log(JSON.stringify(pageCsp));')) as { PAGE_CSP_INCLUDE: string; PAGE_SCRIPT_HASHES_VARIABLE: string };
const writePageCsp = (dist: string) => pageCspModule(`process.stdout.write(pageCsp.writePageCsp(${JSON.stringify(dist)}));`);

const nginx = () => readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8');
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

test('nginx adds the generated hashes to the shell page policy, and pastes none', () => {
  const conf = nginx();
  const pagePolicy = /map \$host \$ayurveda_page_csp \{\s*default "([^"]+)"/.exec(conf)?.[1] ?? '';
  expect(pagePolicy).toContain(`script-src 'self' ${pageCsp.PAGE_SCRIPT_HASHES_VARIABLE};`);
  expect(conf).toContain(`include /srv/ayurveda/dist/${pageCsp.PAGE_CSP_INCLUDE};`);
  expect(conf).not.toMatch(/sha256-/);
  expect(conf).toMatch(/location = \/ \{[^}]*Content-Security-Policy \$ayurveda_page_csp/);
  // the shop-wide policy stays without inline scripts
  expect(/map \$host \$ayurveda_csp \{\s*default "([^"]+)"/.exec(conf)?.[1]).toContain("script-src 'self';");
});

test("the build's include allows exactly the page's boot script", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'page-csp-'));
  try {
    writeFileSync(path.join(dist, 'index.html'), `<html><head><script type="application/json" id="app-config">{}</script><script>${BOOT_SCRIPT}</script></head></html>`);
    const include = readFileSync(writePageCsp(dist), 'utf8');
    expect(include).toContain(`map $host ${pageCsp.PAGE_SCRIPT_HASHES_VARIABLE} {`);
    expect(include).toContain(`default "${hashOf(BOOT_SCRIPT)}";`);
    // a dist without a page (yet) allows no inline script, and nginx still starts
    rmSync(path.join(dist, 'index.html'));
    expect(readFileSync(writePageCsp(dist), 'utf8')).toContain('default "";');
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('the page template embeds the boot script and nothing else inline that would run', () => {
  const template = readFileSync(path.join(repoRoot, 'scripts/webpack/index.html'), 'utf8');
  const inline = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline).toEqual(['<%= htmlWebpackPlugin.options.bootScript %>']);
});
