const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  federationName: 'patient',
  devPort: 3003,
  title: 'mfe-patient (standalone)',
  exposes: {
    './PatientSignup': './src/exposes/PatientSignup.tsx',
    './PatientProfile': './src/exposes/PatientProfile.tsx',
  },
});
