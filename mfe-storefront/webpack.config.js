const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  federationName: 'storefront',
  devPort: 3001,
  title: 'mfe-storefront (standalone)',
  exposes: {
    './Home': './src/exposes/Home.tsx',
    './Supplements': './src/exposes/Supplements.tsx',
    './MedicinesLanding': './src/exposes/MedicinesLanding.tsx',
    './ProductList': './src/exposes/ProductList.tsx',
    './ProductDetails': './src/exposes/ProductDetails.tsx',
    './CartPlaceholder': './src/exposes/CartPlaceholder.tsx',
    './PolicyPage': './src/exposes/PolicyPage.tsx',
  },
});
