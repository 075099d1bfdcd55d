// The one inline script of the shell's page: boot-page.js's function (one function, ES5, no imports: its
// text is the page's, and so is any comment in it) called with what the build tells it, bootPageConfig()
// of shared-lib/contract/boot-page-config.ts (the hand-off's names, the first screen's requests and texts).
// The page embeds it as read from the file, never as a loaded module's source: a transpiler (jest's) would
// change the text and so its hash. Its sha256 is allowed by the Content-Security-Policy: the API computes
// it from the page it serves, and the build writes it for nginx (scripts/ops/page-csp.mjs).
//
// It runs before the first paint: storefront routes start fetching their remote's entry in parallel with
// the shell's own code, and routes other than home hide the app shell's welcome hero (on home the hero is
// the app shell's first screen). On the product list (unfiltered), on a product's details and on a policy page it also starts
// the page's API request at once and leaves it in `window.__ayurvedaBoot` (shared-lib/contract/first-screen.ts;
// the storefront's boot-handoff.ts takes it once, when its own request is the same, within 30 s). When the
// answer is in, the images the first screen shows are preloaded with high priority and, while the app shell
// is still on screen and the address has not changed, the first screen is painted into the app shell's
// <main> from that answer: the list's heading and cards, the details' picture, name and price, a policy's
// heading and text, with the rendered page's classes' sizes (index.html's styles), product texts set as text,
// never as HTML (a policy's HTML, sanitised by the API, is copied tag by tag from an inert parse: text, the
// tags a policy uses and links' addresses only). The main
// then carries `data-first-screen` (the route it shows); the shell keeps it on screen until the route's
// remote renders (shell/src/remotes/first-screen.tsx). `window.__ayurvedaFirstScreen` settles once that
// screen and its first pictures are painted (or nothing is to be painted): the shell starts loading its
// code after it (shell/src/index.ts), so the code does not compete with it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const BOOT_PAGE = readFileSync(path.join(__dirname, 'boot-page.js'), 'utf8').trim();
const CONFIG_MODULE = path.join(__dirname, '../../shared-lib/contract/boot-page-config.ts');

/** The inline script for a configuration (`<` escaped: no text can close the script element); the app shell's
 * texts are the page's, not the script's. */
function bootScript({ shellTexts: _writtenByThePage, ...config }) {
  return `(${BOOT_PAGE})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

/** bootPageConfig() of shared-lib, compiled with esbuild: the build runs in plain node, without TypeScript. */
function loadBootPageConfig() {
  const { buildSync } = require('esbuild');
  const { outputFiles } = buildSync({ entryPoints: [CONFIG_MODULE], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'error' });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
  return module.exports.bootPageConfig();
}

module.exports = { bootScript, loadBootPageConfig };
