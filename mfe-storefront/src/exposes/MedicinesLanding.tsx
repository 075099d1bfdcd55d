import { Placeholder } from 'shared-lib/ui';

/** Placeholder until this screen's issue is delivered. */
export default function MedicinesLanding() {
  return <Placeholder title="Medicines" note="This screen is being built. Coming soon." />;
}
