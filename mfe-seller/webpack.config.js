const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  federationName: 'seller',
  devPort: 3005,
  title: 'mfe-seller (standalone)',
  exposes: {
    './SellerSignup': './src/exposes/SellerSignup.tsx',
  },
});
