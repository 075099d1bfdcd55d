// Standalone dev page of the storefront remote: the same exposed screens with a store from shared-lib.
import { Navigate, Route, Routes } from 'react-router-dom';
import { registerStoreFeedback } from 'shared-lib/store';
import { notify, renderStandalone } from 'shared-lib/ui';
import Home from './exposes/Home';
import Supplements from './exposes/Supplements';
import MedicinesLanding from './exposes/MedicinesLanding';
import ProductList from './exposes/ProductList';
import ProductDetails from './exposes/ProductDetails';
import CartPlaceholder from './exposes/CartPlaceholder';
import PolicyPage from './exposes/PolicyPage';

registerStoreFeedback(notify);

renderStandalone(
  <Routes>
      <Route path="home" element={<Home />} />
      <Route path="home/supplements" element={<Supplements />} />
      <Route path="home/buy-medicine" element={<ProductList />} />
      <Route path="home/buy-medicine/:type/:categoryId" element={<ProductList />} />
      <Route path="home/buy-medicine/product-details/:id" element={<ProductDetails />} />
      <Route path="home/cart" element={<CartPlaceholder />} />
      <Route path="product" element={<MedicinesLanding />} />
      <Route path="terms-and-conditions" element={<PolicyPage policy="terms" />} />
      <Route path="privacy-policy" element={<PolicyPage policy="privacy" />} />
      <Route path="return-policy" element={<PolicyPage policy="return" />} />
      <Route path="shipping-policy" element={<PolicyPage policy="shipping" />} />
      <Route path="order-cancelation-return-policy" element={<PolicyPage policy="cancellation" />} />
    <Route path="*" element={<Navigate to="/home" replace />} />
  </Routes>,
);
