import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function DoctorDashboard() {
  return <Placeholder title="Doctor Dashboard" note="This screen is being built. Coming soon." />;
}
