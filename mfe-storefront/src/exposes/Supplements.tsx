import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function Supplements() {
  return <Placeholder title="Supplements" note="This screen is being built. Coming soon." />;
}
