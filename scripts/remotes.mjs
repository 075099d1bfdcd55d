// `npm run remotes -- status [--api URL] [--token T] [--json]`: per app, the live release, the releases on
//    disk, when each went live, and its client errors in the last hour (from GET /api/ops/remotes).
// `npm run remotes -- disable <app>` / `enable <app>`: the kill switch (its routes show a calm
//    'temporarily unavailable' page; the rest of the shop keeps working).
import { log } from './lib.mjs';
import { distFrom, parseArgs, runCommand } from './ops/cli.mjs';
import { readHistory, readManifest } from './ops/manifest.mjs';
import { REMOTE_APPS, listReleases, liveShellVersion, resolveApp } from './ops/releases.mjs';
import { RefusedError, setDisabled } from './ops/switch.mjs';

async function clientErrors(args) {
  const token = typeof args.token === 'string' ? args.token : process.env.OPS_TOKEN;
  const api = typeof args.api === 'string' ? args.api : process.env.OPS_API_URL || `http://127.0.0.1:${process.env.PORT || 8080}`;
  if (!token) return { note: 'client errors: set OPS_TOKEN (and OPS_API_URL) to see them' };
  try {
    const response = await fetch(`${api.replace(/\/$/, '')}/api/ops/remotes`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return { note: `client errors: ${api} answered ${response.status}` };
    return { rows: (await response.json()).data.remotes };
  } catch (error) {
    return { note: `client errors: ${api} not reachable (${error.message})` };
  }
}

function wentLive(history, app) {
  const times = {};
  for (const h of history) if (h.app === app && h.to && h.to !== h.from) (times[h.to] ??= []).push(h);
  return times;
}

export async function status(args) {
  const dist = distFrom(args);
  const manifest = readManifest(dist);
  const history = readHistory(dist);
  const errors = await clientErrors(args);
  const apps = [['shell', null], ...Object.entries(REMOTE_APPS).map(([name, app]) => [app, name])];
  const report = apps.map(([app, name]) => {
    const live = name ? manifest[name] : { version: liveShellVersion(dist), disabled: false };
    const times = wentLive(history, app);
    const releases = listReleases(dist, app).map((r) => {
      const errorRow = errors.rows?.find((row) => row.remote === name && row.version === r.version);
      return {
        version: r.version,
        builtAt: r.builtAt,
        live: r.version === live?.version,
        wentLive: (times[r.version] ?? []).map((h) => ({ time: h.time, action: h.action, by: h.by })),
        errorsLastHour: errorRow?.lastHour ?? 0,
        lastError: errorRow?.lastMessage ?? null,
      };
    });
    return { app, remote: name, live: live?.version ?? null, disabled: Boolean(live?.disabled), releases };
  });
  if (args.json) {
    console.log(JSON.stringify({ apps: report, note: errors.note ?? null }, null, 2));
    return;
  }
  for (const item of report) {
    const state = item.disabled ? '  DISABLED (kill switch on)' : '';
    const errorsNow = item.releases.reduce((n, r) => n + r.errorsLastHour, 0);
    console.log(`${item.remote ?? 'shell'} (${item.app})  live: ${item.live ?? 'none'}${state}  client errors in the last hour: ${errors.rows ? errorsNow : '?'}`);
    for (const r of item.releases) {
      const live = r.wentLive.map((w) => `${w.action} ${w.time} by ${w.by}`).join('; ') || 'never live';
      const errorText = errors.rows ? `  errors last hour: ${r.errorsLastHour}${r.lastError ? ` (last: ${r.lastError})` : ''}` : '';
      console.log(`  ${r.live ? '*' : ' '} ${r.version}  built ${r.builtAt}  went live: ${live}${errorText}`);
    }
  }
  if (errors.note) console.log(errors.note);
}

await runCommand(async () => {
  const args = parseArgs(process.argv.slice(2));
  const [command, target] = args._;
  if (command === 'status') return status(args);
  if (command === 'disable' || command === 'enable') {
    const { name } = resolveApp(target ?? '');
    if (!name) throw new RefusedError('The kill switch is for remotes; the shell cannot be disabled.');
    const changes = setDisabled(distFrom(args), name, command === 'disable', { by: typeof args.by === 'string' ? args.by : undefined });
    log(changes.length ? `${name} ${command}d` : `${name} was already ${command}d`);
    return;
  }
  throw new RefusedError('Usage: npm run remotes -- status [--api URL] [--token T] [--json] | disable <app> | enable <app>');
});
