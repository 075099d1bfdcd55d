// `npm run rollback -- <app> [--to VERSION] [--by NAME]`
// Points the app back at the release that was live before the current one (or at --to), after checking
// that the target is on disk and fits the live shell. No build, no tests: one locked atomic rename.
import { log } from './lib.mjs';
import { distFrom, parseArgs, runCommand } from './ops/cli.mjs';
import { readHistory, readManifest } from './ops/manifest.mjs';
import { listReleases, liveShellVersion, resolveApp } from './ops/releases.mjs';
import { RefusedError, applyReleases } from './ops/switch.mjs';

/** The release that was live before `current`: from the history, else the newest older build on disk. */
export function previousRelease(dist, app, current) {
  const switches = readHistory(dist).filter((h) => h.app === app && h.to === current && h.from && h.from !== current && h.to !== h.from);
  if (switches.length) return switches[switches.length - 1].from;
  const releases = listReleases(dist, app).map((r) => r.version);
  const index = releases.indexOf(current);
  return index > 0 ? releases[index - 1] : null;
}

await runCommand(async () => {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  if (!args._[0]) throw new RefusedError('Usage: npm run rollback -- <app> [--to VERSION] [--by NAME]');
  const { app, name } = resolveApp(args._[0]);
  const dist = distFrom(args);
  const current = name ? readManifest(dist)[name]?.version : liveShellVersion(dist);
  const target = typeof args.to === 'string' ? args.to : previousRelease(dist, app, current);
  if (!target) throw new RefusedError(`${app} has no earlier release to roll back to (live: ${current ?? 'none'}).`);
  const plan = name ? { remotes: { [name]: target } } : { shell: target };
  const changes = applyReleases(dist, plan, { action: 'rollback', by: typeof args.by === 'string' ? args.by : undefined });
  if (!changes.length) log(`${app} ${target} is already live`);
  for (const change of changes) log(`${change.app}: rolled back ${change.from} → ${change.to} (by ${change.by}, ${Date.now() - started} ms)`);
});
