// `npm run release -- <app> [--by NAME] [--version V]`
// Runs that app's own tests and build alone, checks the new release against the live shell (or, for the
// shell, every live remote against it), then switches the manifest atomically and records who did it.
// --version V releases a release folder that is already on disk (built earlier, e.g. by CI) as it is.
import { log, runAsync } from './lib.mjs';
import { distFrom, parseArgs, runCommand } from './ops/cli.mjs';
import { resolveApp } from './ops/releases.mjs';
import { RefusedError, applyReleases } from './ops/switch.mjs';

await runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  if (!args._[0]) throw new RefusedError('Usage: npm run release -- <app> [--by NAME] [--version V]');
  const { app, name } = resolveApp(args._[0]);
  const dist = distFrom(args);
  let version = typeof args.version === 'string' ? args.version : null;
  if (!version) {
    log(`Testing ${app}…`);
    await runAsync('npx', ['jest', `${app}/src/`, '--selectProjects=apps', '--passWithNoTests']);
    process.env.DIST_DIR = dist;
    const { build } = await import('./build.mjs'); // webpack and tsx only when building
    version = (await build([app], { release: false }))[app];
  }
  const plan = name ? { remotes: { [name]: version } } : { shell: version };
  const changes = applyReleases(dist, plan, { action: 'release', by: typeof args.by === 'string' ? args.by : undefined });
  if (!changes.length) log(`${app} ${version} is already live`);
  for (const change of changes) log(`${change.app}: ${change.from ?? '(none)'} → ${change.to} is live (released by ${change.by})`);
});
