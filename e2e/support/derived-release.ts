/**
 * Release folders made from a built one, for the release journeys: a broken release (its entry throws) and a
 * release built for another shared-lib major. Patched files lose their precompressed copies, so that both
 * servers (which prefer .br and .gz) send what the test wrote.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Patch = (file: string, text: string) => string;
interface ReleaseRecord {
  requires: Record<string, string>;
  provides: Record<string, string>;
}

export function deriveRelease(dist: string, app: string, from: string, to: string, patch: Patch, infoPatch: (info: ReleaseRecord) => void = () => {}) {
  const dir = path.join(dist, app, to);
  cpSync(path.join(dist, app, from), dir, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
  infoPatch(info);
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ ...info, version: to, builtAt: new Date().toISOString() }));
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const patched = patch(file, text);
    if (patched === text) continue;
    writeFileSync(path.join(dir, file), patched);
    rmSync(path.join(dir, `${file}.br`), { force: true });
    rmSync(path.join(dir, `${file}.gz`), { force: true });
  }
}

/** A copy whose entry throws as soon as it runs. */
export function brokenRelease(dist: string, app: string, from: string, to: string) {
  deriveRelease(dist, app, from, to, (file, text) => (file === 'remoteEntry.js' ? `throw new Error('${app} ${to} is broken');\n${text}` : text));
}

/**
 * A copy as if built against the next shared-lib major: it provides that version and requires it (caret),
 * in its release record and in its Module Federation share and consume tables. Returns that version.
 */
export function nextSharedLibRelease(dist: string, app: string, from: string, to: string): string {
  const info = JSON.parse(readFileSync(path.join(dist, app, from, 'release.json'), 'utf8'));
  const current: string = info.provides['shared-lib'];
  const next = `${Number(current.split('.')[0]) + 1}.0.0`;
  const quoted = current.replace(/\./g, '\\.');
  let replaced = 0;
  deriveRelease(
    dist,
    app,
    from,
    to,
    (_file, text) =>
      text
        .replace(new RegExp(`requiredVersion:"\\^${quoted}"`, 'g'), () => (replaced++, `requiredVersion:"^${next}"`))
        .replace(new RegExp(`("shared-lib(?:/[a-z-]+)?",)"${quoted}"`, 'g'), `$1"${next}"`)
        .replace(new RegExp(`("shared-lib(?:/[a-z-]+)?":\\[\\{version:)"${quoted}"`, 'g'), `$1"${next}"`),
    (record) => {
      record.requires['shared-lib'] = `^${next}`;
      record.provides['shared-lib'] = next;
    },
  );
  if (!replaced) throw new Error(`no shared-lib ^${current} requirement found in ${app} ${from}`);
  return next;
}
