import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function DoctorProfile() {
  return <Placeholder title="User Dashboard" note="This screen is being built. Coming soon." />;
}
