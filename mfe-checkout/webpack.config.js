const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  federationName: 'checkout',
  devPort: 3002,
  title: 'mfe-checkout (standalone)',
  exposes: {
    './Checkout': './src/exposes/Checkout.tsx',
    './CheckoutStatus': './src/exposes/CheckoutStatus.tsx',
    './GuestConfirm': './src/exposes/GuestConfirm.tsx',
    './GuestTrack': './src/exposes/GuestTrack.tsx',
  },
});
