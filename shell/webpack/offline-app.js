// The shell release's offline-app files (issue 32): the web app manifest with its icons (PNGs drawn by
// sharp from the site's icon, plain and maskable), the offline page, and the service worker (Workbox
// InjectManifest over shell/src/offline/service-worker.ts, precaching the shell's scripts and styles, the
// shop page `/` and the offline page). The shell's switch copies sw.js and manifest.webmanifest to the
// site root (scripts/ops/switch.mjs), where the worker's scope is `/`.
const path = require('node:path');
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { Compilation, sources } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');

const NAME = 'OfflineAppPlugin';
const THEME = '#1b5e3b';
const BACKGROUND = '#f4efe2';
const ICON_SIZES = [192, 384, 512];

/** The leaf of favicon.svg on a full square of the theme colour, inside the maskable safe zone (60 %). */
function maskableSvg(favicon) {
  const leaf = favicon.match(/<path[^>]*\/>/)[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME}"/><g transform="translate(12.8 12.8) scale(0.6)">${leaf}</g></svg>`;
}

/** The web app manifest of a shell release whose files are served at `base`. */
function webManifest(base) {
  const icons = ICON_SIZES.flatMap((size) => [
    { src: `${base}icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: `${base}icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]);
  return {
    id: '/',
    name: 'AyurVeda Bazaar — Genuine Ayurvedic Medicines',
    short_name: 'AyurVeda Bazaar',
    description: 'Genuine Ayurvedic medicines and supplements, delivered across India in 3-5 days.',
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/#/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: BACKGROUND,
    categories: ['shopping', 'health', 'medical'],
    icons,
    // The Hindi names (the manifest's own translations member, read by browsers that support it).
    translations: { hi: { name: 'आयुर्वेद बाज़ार — असली आयुर्वेदिक दवाइयाँ', short_name: 'आयुर्वेद बाज़ार', description: 'असली आयुर्वेदिक दवाइयाँ और सप्लीमेंट, पूरे भारत में 3-5 दिन में डिलीवरी।' } },
  };
}

/** What the worker answers for the shop page when it has neither the network nor a saved copy. */
function offlinePage() {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${THEME}" /><title>You are offline — AyurVeda Bazaar</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:${BACKGROUND};color:#1f2a24;display:grid;place-items:center;min-height:100vh}
main{max-width:28rem;padding:2rem;text-align:center}h1{color:${THEME};font-size:1.5rem}a{color:${THEME};font-weight:600}</style></head>
<body><main><h1>You are offline</h1><p>AyurVeda Bazaar needs the network once to open on this device. Connect to the internet and try again.</p>
<p lang="hi">आप ऑफ़लाइन हैं। इंटरनेट से जुड़ें और फिर से कोशिश करें।</p><p><a href="/">Try again</a></p></main></body></html>
`;
}

class OfflineAppPlugin {
  /** @param {{ repoRoot: string, version: string }} options */
  constructor({ repoRoot, version }) {
    this.repoRoot = repoRoot;
    this.version = version;
  }

  /** The worker's TypeScript bundled into one script (Workbox inlined), in a temp file InjectManifest reads. */
  bundleWorker() {
    const { buildSync } = require('esbuild');
    const out = buildSync({
      entryPoints: [path.join(this.repoRoot, 'shell/src/offline/service-worker.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      write: false,
      define: { __SHELL_RELEASE__: JSON.stringify(this.version), 'process.env.NODE_ENV': '"production"' },
    });
    const dir = path.join(os.tmpdir(), 'ayurveda-sw');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `sw-${process.pid}-${this.version.replace(/[^\w.-]/g, '_')}.js`);
    writeFileSync(file, out.outputFiles[0].contents);
    return file;
  }

  apply(compiler) {
    const base = `/apps/shell/${this.version}/`;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const sharp = require('sharp');
        const favicon = readFileSync(path.join(this.repoRoot, 'shell/static/favicon.svg'), 'utf8');
        for (const size of ICON_SIZES) {
          const plain = await sharp(Buffer.from(favicon), { density: 72 * (size / 64) }).resize(size, size).png().toBuffer();
          const maskable = await sharp(Buffer.from(maskableSvg(favicon)), { density: 72 * (size / 64) }).resize(size, size).png().toBuffer();
          compilation.emitAsset(`icons/icon-${size}.png`, new sources.RawSource(plain));
          compilation.emitAsset(`icons/maskable-${size}.png`, new sources.RawSource(maskable));
        }
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(webManifest(base), null, 2) + '\n'));
        compilation.emitAsset('offline.html', new sources.RawSource(offlinePage()));
      });
    });
    new InjectManifest({
      swSrc: this.bundleWorker(),
      swDest: 'sw.js',
      // bundled above by esbuild: a webpack child compilation inherits the shell's federation and
      // chunk-splitting plugins, which a service worker (one classic script) cannot use
      compileSrc: false,
      // the shell's scripts and styles (main.js, the first-render libraries, its lazy pages) and the offline page
      include: [/\.(js|css)$/, /^offline\.html$/],
      exclude: [/\.map$/, /\.LICENSE\.txt$/, /^sw\.js$/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
      manifestTransforms: [
        async (entries) => ({
          manifest: [
            ...entries.map((entry) => ({ ...entry, url: entry.url.startsWith('/') ? entry.url : base + entry.url })),
            // the shop page itself, fetched again at each shell release
            { url: '/', revision: this.version },
          ],
          warnings: [],
        }),
      ],
    }).apply(compiler);
  }
}

module.exports = { OfflineAppPlugin, webManifest };
