/** Types of compatibility.mjs (the release compatibility rule, shared by the ops commands and the shop's page). */

/** The parts of a release's release.json (scripts/ops/release-info.mjs writes it) the rule reads. */
export interface ReleaseRecord {
  app?: string;
  /** the remote's name in remotes.json (null for the shell) */
  name?: string | null;
  version: string;
  builtAt?: string;
  /** shared singleton → the version range this release needs */
  requires?: Record<string, string>;
  /** shared singleton → the version this release provides */
  provides?: Record<string, string>;
  /** the modules a remote exposes */
  exposes?: string[];
  /** the shell: remote name → the modules its route table loads */
  needs?: Record<string, string[]>;
}

export const FEDERATION_RUNTIME: string;
export const SHARED_PACKAGES: string[];
/** Why `remote` cannot run under `shell` (sentences; empty when compatible). */
export function compatibilityProblems(shell: ReleaseRecord, remote: ReleaseRecord): string[];
