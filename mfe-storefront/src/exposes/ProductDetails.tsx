import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function ProductDetails() {
  return <Placeholder title="Product details" note="This screen is being built. Coming soon." />;
}
