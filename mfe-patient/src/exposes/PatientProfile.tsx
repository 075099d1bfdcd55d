import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function PatientProfile() {
  return <Placeholder title="My Profile" note="This screen is being built. Coming soon." />;
}
