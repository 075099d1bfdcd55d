// Standalone dev page of the seller remote: the same exposed screens with a store from shared-lib.
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'shared-lib/ui';
import SellerSignup from './exposes/SellerSignup';

renderStandalone(
  <Routes>
      <Route path="seller/sellerSignup" element={<SellerSignup />} />
    <Route path="*" element={<Navigate to="/seller/sellerSignup" replace />} />
  </Routes>,
);
