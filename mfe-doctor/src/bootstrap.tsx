// Standalone dev page of the doctor remote: the same exposed screens with a store from shared-lib.
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'shared-lib/ui';
import DoctorSignup from './exposes/DoctorSignup';
import DoctorDashboard from './exposes/DoctorDashboard';
import DoctorProfile from './exposes/DoctorProfile';

renderStandalone(
  <Routes>
      <Route path="doctor/doctorSignup" element={<DoctorSignup />} />
      <Route path="doctor/doctorSignup/:id" element={<DoctorSignup />} />
      <Route path="doctor/dashboard" element={<DoctorDashboard />} />
      <Route path="doctor/my-profile" element={<DoctorProfile />} />
    <Route path="*" element={<Navigate to="/doctor/doctorSignup" replace />} />
  </Routes>,
);
