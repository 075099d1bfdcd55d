import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { SignupWizard } from '../features/signup/SignupWizard';

/** Routes doctor/doctorSignup and doctor/doctorSignup/{id}. */
function DoctorSignup() {
  return <SignupWizard />;
}

const exposed: ComponentType<RemoteModuleProps<'doctor', './DoctorSignup'>> = DoctorSignup;
export default exposed;
