import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { PolicyPage } from '../features/pages/PolicyPage';

/** Exposed as storefront/PolicyPage, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './PolicyPage'>> = PolicyPage;
export default exposed;
