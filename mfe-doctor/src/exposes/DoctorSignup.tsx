import { SignupWizard } from '../features/signup/SignupWizard';

/** Routes doctor/doctorSignup and doctor/doctorSignup/{id}. */
export default function DoctorSignup() {
  return <SignupWizard />;
}
