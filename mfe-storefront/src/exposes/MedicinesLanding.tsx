import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { MedicinesLanding } from '../features/pages/MedicinesLanding';

/** Exposed as storefront/MedicinesLanding, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './MedicinesLanding'>> = MedicinesLanding;
export default exposed;
