import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { ProductDetailsPage } from '../features/details/ProductDetailsPage';

/** Exposed as storefront/ProductDetails, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './ProductDetails'>> = ProductDetailsPage;
export default exposed;
