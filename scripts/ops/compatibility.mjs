// The one rule that says whether a remote release can run under a shell release, from their release.json
// records. Pure (no Node APIs): the release commands check it before a switch (switch.mjs), and the shop's
// page applies the same rule in the browser when it falls back to a cached release of a remote whose live
// files cannot be fetched (shell/src/remotes/release-fallback.ts). Types: compatibility.d.mts.

export const FEDERATION_RUNTIME = '@module-federation/runtime-core';
/** The singletons every app shares: a remote must find a compatible one in the live shell (the federation runtime included, see release-info.mjs). */
export const SHARED_PACKAGES = ['shared-lib', 'react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', FEDERATION_RUNTIME];

function parseVersion(text) {
  const match = String(text ?? '').match(/(\d+)(?:\.(\d+))?(?:\.(\d+))?/);
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Does `provided` (an exact version) satisfy `required` (a caret, tilde or exact range)? Same major (and minor for `~`), not older. */
function satisfies(provided, required) {
  if (!required || required === '*') return { ok: true };
  const have = parseVersion(provided);
  const want = parseVersion(required);
  if (!have || !want) return { ok: true };
  if (have[0] !== want[0]) return { ok: false, why: `major ${want[0]} ≠ ${have[0]}` };
  if (String(required).trim().startsWith('~') && have[1] !== want[1]) return { ok: false, why: `minor ${want[1]} ≠ ${have[1]}` };
  if (compareVersions(have, want) < 0) return { ok: false, why: `${provided} is older than ${required}` };
  return { ok: true };
}

/**
 * Why a remote release cannot run under a shell release: every shared singleton the remote requires must
 * be satisfied by the version the shell provides, and every module the shell's route table loads from
 * this remote must be exposed. Returns a list of sentences (empty when compatible).
 */
export function compatibilityProblems(shell, remote) {
  const problems = [];
  const label = `${remote.name} ${remote.version}`;
  const shellLabel = `the live shell ${shell.version}`;
  for (const pkg of SHARED_PACKAGES) {
    const required = remote.requires?.[pkg];
    const provided = shell.provides?.[pkg];
    if (!required) continue;
    if (!provided) {
      problems.push(`${label} needs ${pkg} ${required} but ${shellLabel} does not share ${pkg}`);
      continue;
    }
    const result = satisfies(provided, required);
    if (!result.ok) problems.push(`${label} needs ${pkg} ${required} but ${shellLabel} provides ${pkg} ${provided} (${result.why})`);
  }
  const exposes = new Set(remote.exposes ?? []);
  for (const module of shell.needs?.[remote.name] ?? []) {
    if (!exposes.has(module)) problems.push(`${shellLabel}'s route table loads ${remote.name} ${module}, which ${label} does not expose`);
  }
  return problems;
}
