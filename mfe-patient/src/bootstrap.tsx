// Standalone dev page of the patient remote: the same exposed screens with a store from shared-lib.
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'shared-lib/ui';
import PatientSignup from './exposes/PatientSignup';
import PatientProfile from './exposes/PatientProfile';

renderStandalone(
  <Routes>
      <Route path="patient/patientSignup" element={<PatientSignup />} />
      <Route path="patient/my-profile" element={<PatientProfile />} />
    <Route path="*" element={<Navigate to="/patient/patientSignup" replace />} />
  </Routes>,
);
