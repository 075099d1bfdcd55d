import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function CartPlaceholder() {
  return <Placeholder title="Cart" note="This screen is being built. Coming soon." />;
}
