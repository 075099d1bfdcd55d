const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig } = require('../scripts/webpack/create-config');

/** The remote: the screens the shell loads, and the seller dashboard module its own host page loads. */
const remote = createConfig({
  appDir: __dirname,
  federationName: 'seller',
  devPort: 3005,
  title: 'mfe-seller (standalone)',
  exposes: {
    './SellerSignup': './src/exposes/SellerSignup.tsx',
    './SellerDashboard': './src/exposes/SellerDashboard.tsx',
  },
});

/**
 * The seller dashboard site's host (SELLER_DASHBOARD_URL): a small Module Federation host built into the
 * same release folder (`dashboard/main.js`), so it ships and rolls back with its remote. It provides the
 * shared singletons (react, redux, shared-lib) and loads `seller/SellerDashboard` from the remote entry
 * beside it. Its page is mfe-seller/dashboard-page/ (copied to dist/seller-dashboard/ by scripts/build.mjs).
 */
const host = createConfig({ appDir: __dirname, federationName: 'sellerDashboardHost', devPort: 3015, title: 'Seller Dashboard' });

module.exports = [
  (env, argv) => {
    const config = remote(env, argv);
    // the host below writes into dashboard/ of the same folder
    config.output.clean = { keep: /^dashboard[\\/]/ };
    return config;
  },
  (env, argv) => {
    const config = host(env, argv);
    config.entry = './src/dashboard-host/index.ts';
    config.output.path = path.join(config.output.path, 'dashboard');
    config.plugins = config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
    delete config.devServer;
    return config;
  },
];
