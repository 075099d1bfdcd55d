import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { SupplementsPage } from '../features/pages/SupplementsPage';

/** Exposed as storefront/Supplements, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './Supplements'>> = SupplementsPage;
export default exposed;
