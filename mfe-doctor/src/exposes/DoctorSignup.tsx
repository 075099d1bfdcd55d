import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function DoctorSignup() {
  return <Placeholder title="Doctor Sign-Up" note="This screen is being built. Coming soon." />;
}
