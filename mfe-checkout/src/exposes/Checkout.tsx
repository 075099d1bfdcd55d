import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function Checkout() {
  return <Placeholder title="Checkout" note="This screen is being built. Coming soon." />;
}
