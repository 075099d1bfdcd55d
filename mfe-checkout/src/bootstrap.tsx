// Standalone dev page of the checkout remote: the same exposed screens with a store from shared-lib.
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'shared-lib/ui';
import Checkout from './exposes/Checkout';
import CheckoutStatus from './exposes/CheckoutStatus';
import GuestConfirm from './exposes/GuestConfirm';
import GuestTrack from './exposes/GuestTrack';

renderStandalone(
  <Routes>
      <Route path="home/buy-medicine/product/checkout" element={<Checkout />} />
      <Route path="checkout-status/:status" element={<CheckoutStatus />} />
      <Route path="order/confirm" element={<GuestConfirm />} />
      <Route path="order/track" element={<GuestTrack />} />
    <Route path="*" element={<Navigate to="/home/buy-medicine/product/checkout" replace />} />
  </Routes>,
);
