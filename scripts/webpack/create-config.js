// One webpack + Module Federation configuration for the shell and every remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { readFileSync } = require('node:fs');
const { bootScript, loadBootPageConfig } = require('./boot-script');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { FirstRenderManifestPlugin } = require('./first-render-manifest');
const { CompileHintsPlugin } = require('./compile-hints');

const repoRoot = path.resolve(__dirname, '../..');
/** The ES module build of the plugin that puts the host's federation runtime on globalThis for the remotes. */
const INJECT_RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);
const sharedLibVersion = require(path.join(repoRoot, 'shared-lib/package.json')).version;
/** The packages (and their shared facades) every first render of a host runs; RTK Query is not one of them. */
const FIRST_RENDER_LIBRARIES =
  /[\\/](node_modules[\\/]((react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store|i18next|react-i18next)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query))|scripts[\\/]webpack[\\/]shared[\\/](react-router-dom|reduxjs-toolkit|react-i18next)\.js$)/;

/**
 * What a host loads right after its first render, with the layout's live parts (shell/src/layout/live.ts): RTK
 * Query, axios, the offline helpers, and shared-lib's full store and domain (not their `core`, nor the domain's
 * texts: the first render's). One chunk instead of about ten.
 */
const LIVE_LIBRARIES =
  /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema|axios|idb-keyval|workbox-window)[\\/]|shared-lib[\\/](store[\\/](?!core[\\/])|domain[\\/](?!(core|i18n)[\\/])))/;

/** The two library chunks' names (npm test reads them: first-render-budget.test.ts). */
const FIRST_RENDER_LIBRARIES_CHUNK = 'first-render-libraries';
const LIVE_LIBRARIES_CHUNK = 'live-libraries';

/** Everything that must exist once in the page. */
function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const single = (requiredVersion) => ({ singleton: true, requiredVersion: requiredVersion || false });
  /** A singleton whose shared module is a file of shared/ re-exporting part of the package. */
  const trimmed = (pkgName, file) => ({
    ...single(deps[pkgName]),
    import: path.join(__dirname, 'shared', file),
    version: require(path.join(repoRoot, 'node_modules', pkgName, 'package.json')).version,
  });
  const shared = {
    react: single(deps.react),
    'react/jsx-runtime': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/client': single(deps['react-dom']),
    // Only the part of React Router the apps use (see shared/react-router-dom.js): a shared module is
    // never tree-shaken, and the whole package weighed 52 KB compressed on the first render.
    'react-router-dom': trimmed('react-router-dom', 'react-router-dom.js'),
    'react-redux': single(deps['react-redux']),
    // Likewise only what the apps and RTK Query use of Redux Toolkit (see shared/reduxjs-toolkit.js).
    '@reduxjs/toolkit': trimmed('@reduxjs/toolkit', 'reduxjs-toolkit.js'),
    '@reduxjs/toolkit/query': trimmed('@reduxjs/toolkit', 'reduxjs-toolkit-query.js'),
    '@reduxjs/toolkit/query/react': trimmed('@reduxjs/toolkit', 'reduxjs-toolkit-query-react.js'),
    // One i18next instance for every app: shared-lib/i18n (a singleton the hosts provide, below) holds i18next
    // and react-i18next, and apps import useTranslation only from it (a remote never bundles its own copy).
    // Sharing the two packages as singletons of their own hung the shell's first render in this federation
    // setup (see docs/i18n.md), so they travel inside shared-lib/i18n's shared module.
  };
  // contract/paths: the browser's schema-free part of the contract (paths, field names); the full contract
  // (TypeBox schemas) is for the API and for types only, so no page loads it.
  for (const sub of ['domain', 'domain/core', 'contract', 'contract/paths', 'http', 'i18n', 'store', 'store/core', 'ui', 'ui/core']) {
    // strictVersion: a remote built for another shared-lib major fails to load (its route shows the
    // fallback) instead of running against a shared-lib it was not built for.
    shared[`shared-lib/${sub}`] = { singleton: true, strictVersion: true, version: sharedLibVersion, requiredVersion: `^${sharedLibVersion}` };
  }
  return shared;
}

/**
 * @param {{ appDir: string, federationName: string, exposes?: Record<string,string>, devPort: number, title: string }} options
 */
function createConfig({ appDir, federationName, exposes, devPort, title }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const version = process.env.BUILD_VERSION || pkg.version;
  const isHost = !exposes;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Production: CSS in .css files (parsed by the browser, loaded with their chunk, a remote's with the
    // remote's chunks) instead of strings injected by JavaScript at run time; development keeps
    // style-loader's hot reloading.
    const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    // The shell's page: its boot script with the build's configuration, and the design tokens its styles use.
    const boot = isHost ? loadBootPageConfig() : null;
    const htmlPlugin = () =>
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'scripts/webpack/index.html'),
        title,
        // A remote's own page runs it standalone for its team; the shell's page is the product.
        filename: 'index.html',
        inject: 'body',
        // The shell's page is served from '/', so its scripts need their versioned folder spelled out.
        publicPath: isHost ? `/apps/${pkg.name}/${version}/` : 'auto',
        scriptLoading: 'defer',
        // The shell's page carries the app shell and the server-side includes (see index.html).
        appShell: isHost,
        bootScript: boot && bootScript(boot),
        markers: boot?.markers,
        shellTexts: boot?.shellTexts,
        designTokens: isHost ? readFileSync(path.join(repoRoot, 'shared-lib/ui/tokens.css'), 'utf8') : '',
      });
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
      // hidden: maps are written for error tracing but not referenced from the bundles (and never served)
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        // scripts/build.mjs builds into a staging folder and renames it to dist/<app>/<version>/.
        path: process.env.BUILD_OUT_DIR || path.join(repoRoot, 'dist', pkg.name, version),
        publicPath: 'auto',
        uniqueName: federationName,
        // main.js and remoteEntry.js keep fixed names (served no-cache); every other chunk is content-hashed.
        filename: (chunk) => (chunk.chunk.name === 'main' ? 'main.js' : '[name].[contenthash:8].js'),
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.json') },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: { modules: { localIdentName: `${federationName}__[local]__[hash:base64:5]`, namedExport: false, exportLocalsConvention: 'as-is' } },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
          // the Devanagari web font (shared-lib/ui/devanagari.css)
          { test: /\.woff2$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          // The federation runtime (about 25 KB compressed) ships once per page: a host (the shell, the
          // seller dashboard's host) bundles it and puts it on globalThis._FEDERATION_RUNTIME_CORE; a
          // production remote takes it from there instead of carrying its own copy in remoteEntry.js.
          // release.json records the need, so ops refuses a remote under a shell that does not provide it.
          // A remote's dev server (its standalone page) keeps its own runtime.
          // The host provides it through the inject plugin's ES module build, registered here rather than by
          // `experiments.provideExternalRuntime` (which registers the plugin's CommonJS build: that one
          // requires the CommonJS runtime-core, a second copy beside the ES module one webpack's federation
          // runtime uses, 10 KB compressed more in main.js). Same plugin, same global, one runtime.
          ...(isHost ? { runtimePlugins: [INJECT_RUNTIME_CORE_ESM] } : {}),
          // Browser pages whose remotes are named by their remoteEntry.js (remotes.json), never by an
          // mf-manifest.json: the runtime's snapshot plugin (for manifest entries) and its Node code are left out.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            ...(!isHost && production ? { externalRuntime: true } : {}),
          },
          // Also for the shell: scripts/ops/release-info.mjs reads the shared versions from it.
          manifest: { fileName: 'mf-manifest.json' },
        }),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true })]
          : []),
        // A label for telling two builds of the same sources apart (release journeys); empty otherwise.
        new DefinePlugin({ __RELEASE_MARKER__: JSON.stringify(process.env.RELEASE_MARKER || '') }),
        // A remote's standalone page runs it for its team on its dev server only: a production remote has
        // no federation runtime of its own (see experiments above), so its release carries no page.
        ...(isHost || !production ? [htmlPlugin()] : []),
        // first-render.json: what a host's first render loads, checked against its byte budget by npm test
        ...(isHost && production ? [new FirstRenderManifestPlugin({ root: repoRoot })] : []),
        // the start-up's scripts compiled while they download, off the main thread
        ...(isHost && production ? [new CompileHintsPlugin({ chunkNames: [LIVE_LIBRARIES_CHUNK] })] : []),
      ],
      optimization: {
        // SWC's minifier (the same compressions as terser's, in Rust): terser took most of each build's time
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        splitChunks: {
          cacheGroups: {
            // Each shared module is built into a chunk of its own, and a small package several of them import
            // (reselect: @reduxjs/toolkit, its query and query/react entries) was copied into each of those
            // chunks, all loaded by the first render. A package two chunks need goes to a chunk of its own.
            sharedDependencies: { test: /[\\/]node_modules[\\/]/, minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
            // A host's first render runs all of React, React DOM, React Router and Redux (not RTK Query): one
            // chunk instead of a dozen, each of which cost the page a request, a script element and a task.
            ...(isHost ? { firstRenderLibraries: { test: FIRST_RENDER_LIBRARIES, name: FIRST_RENDER_LIBRARIES_CHUNK, chunks: 'all', enforce: true, priority: 10 } } : {}),
            ...(isHost ? { liveLibraries: { test: LIVE_LIBRARIES, name: LIVE_LIBRARIES_CHUNK, chunks: 'async', enforce: true, priority: 5 } } : {}),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/pay', '/pincode', '/remotes.json', '/app-config.js'], target: 'http://localhost:8080' }],
      },
    };
  };
}

module.exports = { createConfig, FIRST_RENDER_LIBRARIES_CHUNK, LIVE_LIBRARIES_CHUNK };
