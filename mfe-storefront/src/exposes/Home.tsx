import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { HomePage } from '../features/home/HomePage';

/** Exposed as storefront/Home, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './Home'>> = HomePage;
export default exposed;
