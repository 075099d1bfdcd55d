import type { ComponentType } from 'react';
import type { RemoteModuleProps } from 'shared-lib/contract';
import { SellerSignupPage } from '../features/signup/SellerSignupPage';

/** Route seller/sellerSignup. */
function SellerSignup() {
  return <SellerSignupPage />;
}

const exposed: ComponentType<RemoteModuleProps<'seller', './SellerSignup'>> = SellerSignup;
export default exposed;
