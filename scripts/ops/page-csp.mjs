// nginx's share of the shell page's Content-Security-Policy: the sha256 of each inline script of the live
// page (dist/index.html: the boot script), written beside it as an nginx include that nginx.conf reads, so
// no hash is ever pasted by hand. Written whenever the live page changes (a build, a release, a rollback);
// nginx reads it when it (re)loads its configuration. The API computes the same from the page it serves.
// A dotfile: neither nginx nor the API serves it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './manifest.mjs';

export const PAGE_CSP_INCLUDE = '.page-csp.conf';
/** The nginx variable the include defines; nginx.conf's page policy adds it to script-src. */
export const PAGE_SCRIPT_HASHES_VARIABLE = '$ayurveda_page_script_hashes';

/** 'sha256-…' sources of the page's inline scripts (no src, no data type), in page order. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
}

/** The include's text for a page (none: no inline script is allowed). */
export function pageCspInclude(html) {
  const sources = html ? inlineScriptHashes(html).join(' ') : '';
  return `# Written by scripts/ops/page-csp.mjs from index.html; never edit it by hand.\nmap $host ${PAGE_SCRIPT_HASHES_VARIABLE} {\n  default "${sources}";\n}\n`;
}

/** Writes dist/.page-csp.conf for the page dist/index.html now is (or for no page); returns its path. */
export function writePageCsp(dist) {
  const page = path.join(dist, 'index.html');
  const file = path.join(dist, PAGE_CSP_INCLUDE);
  const text = pageCspInclude(existsSync(page) ? readFileSync(page, 'utf8') : '');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileAtomic(file, text);
  return file;
}
