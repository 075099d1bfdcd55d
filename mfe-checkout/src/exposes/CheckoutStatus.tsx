import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function CheckoutStatus() {
  return <Placeholder title="Payment status" note="This screen is being built. Coming soon." />;
}
