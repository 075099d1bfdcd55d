/** Every route of spec section 2 and the app that owns it (ARCHITECTURE.md). Paths are hash routes. */
import type { RemoteName, RemoteRoute } from 'shared-lib/contract';

export type { RemoteName };
/** Typed by the shell–remote contract: a route names a module its remote exposes, with that module's props. */
export type RemoteRouteEntry = RemoteRoute;

export const POLICY_ROUTES = [
  { path: 'terms-and-conditions', policy: 'terms', label: 'Terms and Conditions' },
  { path: 'privacy-policy', policy: 'privacy', label: 'Privacy Policy' },
  { path: 'return-policy', policy: 'return', label: 'Return Policy' },
  { path: 'shipping-policy', policy: 'shipping', label: 'Shipping Policy' },
  { path: 'order-cancelation-return-policy', policy: 'cancellation', label: 'Order Cancellation & Return Policy' },
] as const;

export const REMOTE_ROUTES: RemoteRouteEntry[] = [
  { path: 'home', remote: 'storefront', module: './Home' },
  { path: 'home/supplements', remote: 'storefront', module: './Supplements' },
  { path: 'home/buy-medicine', remote: 'storefront', module: './ProductList' },
  { path: 'home/buy-medicine/product-details/:id', remote: 'storefront', module: './ProductDetails' },
  { path: 'home/buy-medicine/product/checkout', remote: 'checkout', module: './Checkout' },
  { path: 'home/buy-medicine/:type/:categoryId', remote: 'storefront', module: './ProductList' },
  { path: 'home/cart', remote: 'storefront', module: './CartPlaceholder' },
  { path: 'product', remote: 'storefront', module: './MedicinesLanding' },
  ...POLICY_ROUTES.map(({ path, policy }) => ({
    path,
    remote: 'storefront' as const,
    module: './PolicyPage' as const,
    props: { policy },
  })),
  { path: 'checkout-status/:status', remote: 'checkout', module: './CheckoutStatus' },
  { path: 'order/confirm', remote: 'checkout', module: './GuestConfirm' },
  { path: 'order/track', remote: 'checkout', module: './GuestTrack' },
  { path: 'patient/patientSignup', remote: 'patient', module: './PatientSignup' },
  { path: 'patient/my-profile', remote: 'patient', module: './PatientProfile', guard: 'patient' },
  { path: 'patient/my-profile/:tab', remote: 'patient', module: './PatientProfile', guard: 'patient' },
  { path: 'doctor/doctorSignup', remote: 'doctor', module: './DoctorSignup' },
  { path: 'doctor/doctorSignup/:id', remote: 'doctor', module: './DoctorSignup' },
  { path: 'doctor/dashboard', remote: 'doctor', module: './DoctorDashboard' },
  { path: 'doctor/my-profile', remote: 'doctor', module: './DoctorProfile' },
  { path: 'doctor/availability', remote: 'doctor', module: './DoctorAvailability' },
  { path: 'doctors', remote: 'doctor', module: './FindDoctor' },
  { path: 'doctors/:id', remote: 'doctor', module: './DoctorPage' },
  { path: 'consultations/booking/:id/:status', remote: 'doctor', module: './BookingStatus' },
  { path: 'consult/:id', remote: 'doctor', module: './ConsultationRoom' },
  { path: 'seller/sellerSignup', remote: 'seller', module: './SellerSignup' },
];

export const LOGIN_ROUTES = ['doctor/login', 'patient/login', 'seller/login'] as const;

/** 'Forgot Password?' and the page its e-mailed link opens, for the same three roles (shell). */
export const FORGOT_PASSWORD_ROUTES = ['doctor/forgot-password', 'patient/forgot-password', 'seller/forgot-password'] as const;
export const RESET_PASSWORD_ROUTES = ['doctor/reset-password/:token', 'patient/reset-password/:token', 'seller/reset-password/:token'] as const;
