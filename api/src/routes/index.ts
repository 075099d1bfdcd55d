/** Every /api route. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { doctorRoutes } from './doctors';
import { healthRoutes } from './health';
import { placeRoutes } from './places';
import { policyRoutes } from './policies';
import { productRoutes } from './products';
import { patientRoutes } from './patients';
import { addressRoutes } from './addresses';
import { patientOrderRoutes } from './patient-orders';
import { cartRoutes } from './cart';
import { wishlistRoutes } from './wishlist';
import { subscribeRoutes } from './subscribe';
import { orderRoutes } from './orders';
import { guestOrderRoutes } from './guest-orders';
import { couponRoutes } from './coupons';
import { productLocationRoutes } from './product-locations';
import { invoiceRoutes } from './invoices';
import { passwordResetRoutes } from './password-reset';
import { sellerRoutes } from './sellers';
import { sellerProductRoutes } from './seller-products';
import { sellerOrderRoutes } from './seller-orders';
import { clientErrorRoutes } from './client-errors';
import { accountRoutes } from './account';
import { houseCouponRoutes } from './house-coupons';

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [healthRoutes, authRoutes, catalogueRoutes, productRoutes, contentRoutes, policyRoutes, placeRoutes, doctorRoutes, cartRoutes, wishlistRoutes, subscribeRoutes, orderRoutes, guestOrderRoutes, couponRoutes, productLocationRoutes]) {
    await app.register(routes);
  }
  for (const routes of [patientRoutes, addressRoutes, patientOrderRoutes, sellerRoutes, sellerProductRoutes, sellerOrderRoutes, invoiceRoutes, passwordResetRoutes, accountRoutes, houseCouponRoutes]) await app.register(routes);
  await app.register(clientErrorRoutes);
};
