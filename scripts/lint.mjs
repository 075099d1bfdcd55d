// `npm run lint`: ESLint over the repository (no warnings allowed), then proof that the import
// boundaries still bite: probes that break them must be refused, or the rule has silently gone.
import { ESLint } from 'eslint';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

const PROBES = [
  { file: 'shell/src/__boundary-probe.ts', code: "import '../../mfe-storefront/src/bootstrap';\n", why: 'an app importing another app' },
  { file: 'shared-lib/domain/__boundary-probe.ts', code: "import 'shared-lib/store';\n", why: 'shared-lib/domain importing an upper layer' },
  { file: 'shared-lib/contract/__boundary-probe.ts', code: "import 'shared-lib/http';\n", why: 'shared-lib/contract importing an upper layer' },
  { file: 'shared-lib/http/__boundary-probe.ts', code: "import 'shared-lib/testing';\n", why: 'shared-lib code (not a test) importing shared-lib/testing' },
  { file: 'shared-lib/store/cart/__boundary-probe.ts', code: "import '../core/create-store';\n", why: "a second copy of the store's core (a relative import)" },
  { file: 'api/src/__boundary-probe.ts', code: "import 'react';\n", why: 'the API importing a UI package' },
  { file: 'mfe-checkout/src/__boundary-probe.ts', code: "import '../../api/src/server';\n", why: 'an app importing api/src' },
  { file: 'mfe-patient/src/features/profile/__boundary-probe.tsx', code: "import * as Yup from 'yup';\nexport const probe = Yup.string();\n", why: 'a form schema outside its home (<feature>/<name>-schema.ts)' },
  { file: 'shell/src/remotes/__boundary-probe.ts', code: "import { api } from 'shared-lib/store';\nexport default api;\n", why: "the shell's first render importing RTK Query" },
  { file: 'shell/src/layout/Header.tsx', code: "import { MESSAGES } from 'shared-lib/domain';\nexport default MESSAGES;\n", why: "the shell's first render importing the full domain" },
  { file: 'shell/src/layout/__text-probe.tsx', code: 'export const Probe = () => <p>Add to cart</p>;\n', why: 'a user-visible literal in the JSX of a translated app', rule: 'no-restricted-syntax' },
  { file: 'shell/src/layout/__text-probe.tsx', code: 'export const Probe = () => <input placeholder="Search medicines" />;\n', why: 'a literal placeholder in a translated app', rule: 'no-restricted-syntax' },
  { file: 'shared-lib/store/prescriptions/__boundary-probe.ts', code: "import { rxPaths } from 'shared-lib/contract/order-prescriptions';\nexport default rxPaths;\n", why: "browser code importing a value of a contract module with schemas (TypeBox in the page)" },
  { file: 'shell/src/app/App.tsx', code: "import { notify } from 'shared-lib/ui';\nexport default notify;\n", why: "the shell's first render importing the full shared-lib/ui" },
];

async function main() {
  const eslint = new ESLint({ cwd: repoRoot });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) console.log(output);
  const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);

  // Probes test the boundary rules; import/no-cycle cannot resolve a file that is not on disk.
  const probeLinter = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const leaks = [];
  for (const probe of PROBES) {
    const [result] = await probeLinter.lintText(probe.code, { filePath: path.join(repoRoot, probe.file) });
    const rules = probe.rule ? [probe.rule] : ['import/no-restricted-paths', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'forms/schema-home'];
    const refused = result.messages.some((m) => rules.includes(m.ruleId));
    if (!refused) leaks.push(probe.why);
  }
  for (const why of leaks) console.error(`Boundary rule no longer refuses ${why}`);
  if (problems > 0 || leaks.length > 0) process.exit(1);
  console.log(`Lint: ${results.length} files clean; ${PROBES.length} boundary probes refused`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
