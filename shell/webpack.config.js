const HtmlWebpackPlugin = require('html-webpack-plugin');
const path = require('node:path');
const { createConfig } = require('../scripts/webpack/create-config');
const { OfflineAppPlugin } = require('./webpack/offline-app');

const base = createConfig({ appDir: __dirname, federationName: 'shell', devPort: 3000, title: 'AyurVeda Bazaar — Genuine Ayurvedic Medicines' });

// The shell's page keeps its inline scripts as written: a minifier would drop the server-side include
// inside `<script><!--# include virtual="/app-config.js" --></script>` as a JavaScript comment. So
// html-webpack-plugin minifies without touching scripts, and webpack's own HTML minimizer stays off.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.optimization = { ...config.optimization, minimizeOptions: { ...config.optimization?.minimizeOptions, html: false } };
  for (const plugin of config.plugins) {
    if (plugin instanceof HtmlWebpackPlugin) {
      const minify = { collapseWhitespace: true, removeComments: true, minifyCSS: true, minifyJS: false };
      plugin.userOptions.minify = minify;
      if (plugin.options) plugin.options.minify = minify;
    }
  }
  // The offline app (issue 32): service worker, web app manifest and icons, offline page; production only.
  if (config.mode === 'production') {
    const version = process.env.BUILD_VERSION || require('./package.json').version;
    config.plugins.push(new OfflineAppPlugin({ repoRoot: path.resolve(__dirname, '..'), version }));
  }
  return config;
};
