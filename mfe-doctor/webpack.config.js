const { createConfig } = require('../scripts/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  federationName: 'doctor',
  devPort: 3004,
  title: 'mfe-doctor (standalone)',
  exposes: {
    './DoctorSignup': './src/exposes/DoctorSignup.tsx',
    './DoctorDashboard': './src/exposes/DoctorDashboard.tsx',
    './DoctorProfile': './src/exposes/DoctorProfile.tsx',
    './FindDoctor': './src/exposes/FindDoctor.tsx',
    './DoctorPage': './src/exposes/DoctorPage.tsx',
    './BookingStatus': './src/exposes/BookingStatus.tsx',
    './DoctorAvailability': './src/exposes/DoctorAvailability.tsx',
    './ConsultationRoom': './src/exposes/ConsultationRoom.tsx',
  },
});
