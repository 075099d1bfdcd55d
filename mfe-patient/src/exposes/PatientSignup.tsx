import { SignupPage } from '../features/signup/SignupPage';

/** Route patient/patientSignup. */
export default function PatientSignup() {
  return <SignupPage />;
}
