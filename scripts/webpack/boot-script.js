// The one inline script of the shell's page, kept here so its exact text has one home: the page embeds it,
// and its sha256 is allowed by the Content-Security-Policy (the API computes it from the page it serves;
// nginx.conf spells it out, and scripts/ops/test/boot-script.test.ts fails when the two drift apart).
// The page embeds the text of boot-page.js (one function, ES5, no build step: its text is the page's, and
// so is any comment in it) as read from the file, never as a loaded module's source: a transpiler (jest's)
// would change the text and so its hash.
//
// It runs before the first paint: storefront routes start fetching their remote's entry in parallel with
// the shell's own code, and routes other than home hide the app shell's welcome hero (on home the hero is
// the app shell's first screen). On the product list (unfiltered) and on a product's details it also starts
// the page's API request at once and leaves it in `window.__ayurvedaBoot` (`{ method, path, body, at,
// response }`; the storefront's boot-handoff.ts takes it once, when its own request is the same, within
// 30 s). When the answer is in, the images the first screen shows are preloaded with high priority and,
// while the app shell is still on screen and the address has not changed, the first screen is painted into
// the app shell's <main> from that answer: the list's heading and cards, the details' picture, name and
// price, with the rendered page's classes' sizes (index.html's styles), product texts set as text, never
// as HTML. The main then carries `data-first-screen` (the route it shows); the shell keeps it on screen
// until the route's remote renders (shell/src/remotes/first-screen.tsx). `window.__ayurvedaFirstScreen`
// settles once that screen and its first pictures are painted (or nothing is to be painted): the shell
// starts loading its code after it (shell/src/index.ts), so the code does not compete with it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const BOOT_SCRIPT = `(${readFileSync(path.join(__dirname, 'boot-page.js'), 'utf8').trim()})();`;

module.exports = { BOOT_SCRIPT };
