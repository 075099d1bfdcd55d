import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function PolicyPage() {
  return <Placeholder title="Policy" note="This screen is being built. Coming soon." />;
}
