import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { ProductListPage } from '../features/list/ProductListPage';

/** Exposed as storefront/ProductList, with the props the shell–remote contract declares. */
const exposed: ComponentType<RemoteModuleProps<'storefront', './ProductList'>> = ProductListPage;
export default exposed;
