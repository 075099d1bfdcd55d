import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { SignupPage } from '../features/signup/SignupPage';

/** Route patient/patientSignup. */
function PatientSignup() {
  return <SignupPage />;
}

const exposed: ComponentType<RemoteModuleProps<'patient', './PatientSignup'>> = PatientSignup;
export default exposed;
