/**
 * The contract between the shell and the remotes: every exposed module of every remote, with the props
 * it takes. The shell's route table is typed by it (a route can only name a module that exists and pass
 * the props that module declares), and each `exposes/*.tsx` types its default export with it, so a
 * remote that changes what a module takes fails `tsc` in the shell too.
 */
import type { PolicyKind } from './paths';

/** A module that takes no props: a route cannot pass it any. */
type NoProps = Record<string, never>;

export interface RemoteModules {
  storefront: {
    './Home': NoProps;
    './Supplements': NoProps;
    './MedicinesLanding': NoProps;
    './ProductList': NoProps;
    './ProductDetails': NoProps;
    './CartPlaceholder': NoProps;
    './PolicyPage': { policy?: PolicyKind };
  };
  checkout: {
    './Checkout': NoProps;
    './CheckoutStatus': NoProps;
    './GuestConfirm': NoProps;
    './GuestTrack': NoProps;
  };
  patient: {
    './PatientSignup': NoProps;
    './PatientProfile': NoProps;
  };
  doctor: {
    './DoctorSignup': NoProps;
    './DoctorDashboard': NoProps;
    './DoctorProfile': NoProps;
    './FindDoctor': NoProps;
    './DoctorPage': NoProps;
    './BookingStatus': NoProps;
    './DoctorAvailability': NoProps;
    './ConsultationRoom': NoProps;
  };
  seller: {
    './SellerSignup': NoProps;
    './SellerDashboard': NoProps;
  };
}

export type RemoteName = keyof RemoteModules;
export type RemoteModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModuleName<R>> = RemoteModules[R][M];


/** One route of the shell's table: a module that the remote exposes, with the props that module takes. */
export type RemoteRoute = {
  [R in RemoteName]: {
    [M in RemoteModuleName<R>]: { path: string; remote: R; module: M; props?: RemoteModuleProps<R, M>; guard?: 'patient' };
  }[RemoteModuleName<R>];
}[RemoteName];
