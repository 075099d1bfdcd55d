import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { CartPlaceholder } from '../features/pages/CartPlaceholder';

/** Exposed as storefront/CartPlaceholder, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './CartPlaceholder'>> = CartPlaceholder;
export default exposed;
