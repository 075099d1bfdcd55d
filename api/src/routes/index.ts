/** Every route file, registered at its prefix: the API under /api, the payment pages under /pay, the pincode look-up at the root and the local mailbox when it is on. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { doctorOnboardingRoutes } from './doctor-onboarding';
import { doctorRoutes } from './doctors';
import { healthRoutes } from './health';
import { placeRoutes } from './places';
import { policyRoutes } from './policies';
import { productRoutes } from './products';
import { offlineSnapshotRoutes } from './offline-snapshot';
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
import { paymentRoutes } from './payments';
import { pincodeRoutes } from './pincode';
import { appointmentRoutes } from './appointments';
import { appointmentPaymentRoutes } from './appointment-payments';
import { accountRoutes } from './account';
import { accountLanguageRoutes } from './account-language';
import { houseCouponRoutes } from './house-coupons';
import { sellerVerificationRoutes } from './seller-verification';
import { searchSynonymRoutes } from './search-synonyms';
import { consultationRoomRoutes } from './consultation-room';
import { reviewRoutes } from './reviews';
import { orderPrescriptionRoutes } from './order-prescriptions';
import { returnRoutes } from './returns';
import { payoutRoutes } from './payouts';

const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [healthRoutes, authRoutes, catalogueRoutes, productRoutes, offlineSnapshotRoutes, contentRoutes, policyRoutes, placeRoutes, doctorRoutes, doctorOnboardingRoutes, cartRoutes, wishlistRoutes, subscribeRoutes, orderRoutes, guestOrderRoutes, couponRoutes, productLocationRoutes]) {
    await app.register(routes);
  }
  for (const routes of [patientRoutes, addressRoutes, patientOrderRoutes, sellerRoutes, sellerProductRoutes, sellerOrderRoutes, invoiceRoutes, passwordResetRoutes, accountRoutes, accountLanguageRoutes, houseCouponRoutes, sellerVerificationRoutes, searchSynonymRoutes]) await app.register(routes);
  await app.register(appointmentRoutes);
  await app.register(consultationRoomRoutes);
  await app.register(reviewRoutes);
  await app.register(orderPrescriptionRoutes);
  await app.register(returnRoutes);
  await app.register(payoutRoutes);
  await app.register(clientErrorRoutes);
};

export async function registerRoutes(app: FastifyInstance, options: { mailbox: NonNullable<AppConfig['mailbox']> }): Promise<void> {
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/pay' });
  await app.register(appointmentPaymentRoutes, { prefix: '/pay' });
  await app.register(pincodeRoutes);
  // loaded only when it is on (never in production by default)
  if (options.mailbox !== 'off') await app.register((await import('./mailbox')).default, { mode: options.mailbox });
}
