import { SellerSignupPage } from '../features/signup/SellerSignupPage';

/** Route seller/sellerSignup. */
export default function SellerSignup() {
  return <SellerSignupPage />;
}
