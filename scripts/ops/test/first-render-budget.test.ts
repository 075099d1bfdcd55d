/**
 * The shell's first render as its production build records it (first-render.json, written from webpack's
 * chunk graph by scripts/webpack/first-render-manifest.js): its JavaScript, as browsers receive it (brotli),
 * stays under bench/budgets.json's `bundles.beforeFirstRenderBytes`, and none of its modules is one the first
 * render keeps out. ESLint (eslint.config.mjs, the shell's first-render files, with scripts/lint.mjs's probes
 * proving the rule bites) refuses such imports in the files it lists; this checks what the bundle actually
 * holds, so a new first-render file the lint's list misses, or a shared module that pulls a package in, is
 * caught too. Its scripts, and the layout's live part, carry V8's compile hint (scripts/webpack/compile-hints.js); the
 * other chunks do not. No timings: the bench measures those.
 * Builds the shell's current release when it is not built yet (into dist/, or DIST_DIR, as npm start and
 * npm test's build step do, which then find it built).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { repoRoot } from './fixture';

jest.setTimeout(15 * 60 * 1000); // a build of the shell when its release is not built yet

/** What the first render must not load, and why (docs/performance.md). */
// The header's language switch (issue 31) is in the first render: LanguageSwitch, shared-lib/ui's English texts and
// the domain's type-only translation helper (shared-lib/domain/i18n/translated.ts) bring neither the full ui nor the full domain.
const KEPT_OUT: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /^node_modules\/@reduxjs\/toolkit\/dist\/query\//, why: 'RTK Query loads with the layout’s live part' },
  { pattern: /^shared-lib\/store\/(?!core\/)/, why: 'the first render uses shared-lib/store/core only' },
  { pattern: /^shared-lib\/domain\/(?!core\/|i18n\/translated\.ts$)/, why: 'the first render uses shared-lib/domain/core only' },
  { pattern: /^shared-lib\/contract\/(?!paths|first-screen)/, why: 'browser code takes the schema-free contract paths' },
  { pattern: /^shared-lib\/ui\/(?!core\/|SpinnerOverlay\.tsx$|dialogs\.ts$|toasts\.tsx$|ui\.module\.css$|LanguageSwitch\.(tsx|module\.css)$|i18n\/(texts\.ts|en\.json)$)/, why: 'the first render uses shared-lib/ui/core (the full ui brings the full domain)' },
  { pattern: /^node_modules\/typebox\//, why: 'TypeBox schemas stay on the server' },
  { pattern: /^node_modules\/axios\//, why: 'axios loads with the first request' },
  { pattern: /^node_modules\/(formik|yup|lodash|lodash-es)\//, why: 'the forms load with their pages' },
  { pattern: /^node_modules\/sweetalert2\//, why: 'SweetAlert2 loads with the first dialog' },
  { pattern: /^node_modules\/react-toastify\//, why: 'react-toastify loads with the first toast' },
  { pattern: /^node_modules\/(embla-carousel|embla-carousel-react|embla-carousel-autoplay)\//, why: 'the carousel’s motion loads after its first paint' },
  { pattern: /^node_modules\/dompurify\//, why: 'HTML is sanitised when stored, not in the page' },
  { pattern: /^mfe-[a-z]+\//, why: 'a remote’s code loads with its route' },
];

interface FirstRender {
  files: string[];
  modules: string[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT } = require('../../webpack/compile-hints.js') as { COMPILE_HINT: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const chunkNames = require('../../webpack/create-config.js') as { FIRST_RENDER_LIBRARIES_CHUNK: string; LIVE_LIBRARIES_CHUNK: string };
const isChunk = (file: string, name: string) => file.startsWith(`${name}.`);

let folder: string;
let manifest: FirstRender;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', 'shell', '--no-release'], { cwd: repoRoot, stdio: 'pipe' });
  const script = "import('./scripts/build.mjs').then((m) => process.stdout.write(m.distDir() + '\\n' + m.releaseVersion('shell')))";
  const [dist, version] = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  folder = path.join(dist, 'shell', version);
  manifest = JSON.parse(readFileSync(path.join(folder, 'first-render.json'), 'utf8'));
});

const brotliBytes = (file: string) => {
  const full = path.join(folder, file);
  return readFileSync(existsSync(`${full}.br`) ? `${full}.br` : full).length;
};

describe("the shell's first render", () => {
  it('is main.js with the chunks it loads before rendering, React among them', () => {
    expect(manifest.files).toContain('main.js');
    expect(manifest.modules).toEqual(expect.arrayContaining(['shell/src/bootstrap.ts', 'shell/src/app-start.tsx', 'node_modules/react-dom/cjs/react-dom-client.production.js']));
    // the lazily loaded parts are not in it
    expect(manifest.modules).not.toContain('shell/src/layout/live.ts');
  });

  it("stays under its byte budget (bench/budgets.json's bundles.beforeFirstRenderBytes, brotli)", () => {
    const budget = JSON.parse(readFileSync(path.join(repoRoot, 'bench/budgets.json'), 'utf8')).bundles.beforeFirstRenderBytes.max as number;
    const scripts = manifest.files.filter((file) => file.endsWith('.js'));
    const total = scripts.reduce((sum, file) => sum + brotliBytes(file), 0);
    expect({ total, withinBudget: total <= budget }).toEqual({ total, withinBudget: true });
  });

  it("asks the browser to compile its scripts, and the layout's live part, while they download; no other chunk", () => {
    const scripts = readdirSync(folder).filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => readFileSync(path.join(folder, file), 'utf8').startsWith(COMPILE_HINT)).sort();
    const live = scripts.filter((file) => isChunk(file, chunkNames.LIVE_LIBRARIES_CHUNK));
    expect(live).toHaveLength(1);
    expect(hinted).toEqual([...manifest.files.filter((file) => file.endsWith('.js')), ...live].sort());
    // the browser receives the hint: the compressed copies the server sends (of all but the smallest files) are made from the hinted files
    const compressed = hinted.filter((file) => existsSync(path.join(folder, `${file}.br`)));
    expect(compressed).toEqual(expect.arrayContaining(['main.js', ...hinted.filter((file) => isChunk(file, chunkNames.FIRST_RENDER_LIBRARIES_CHUNK) || isChunk(file, chunkNames.LIVE_LIBRARIES_CHUNK))]));
    const sent = compressed.filter((file) => brotliDecompressSync(readFileSync(path.join(folder, `${file}.br`))).toString('utf8').startsWith(COMPILE_HINT));
    expect(sent).toEqual(compressed);
  });

  it('loads none of the modules kept out of it', () => {
    const leaks = manifest.modules.flatMap((module) => KEPT_OUT.filter(({ pattern }) => pattern.test(module)).map(({ why }) => `${module}: ${why}`));
    expect(leaks).toEqual([]);
  });
});
