const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({ appDir: __dirname, federationName: 'shell', devPort: 3000, title: 'AyurVeda Bazaar — Genuine Ayurvedic Medicines' });
