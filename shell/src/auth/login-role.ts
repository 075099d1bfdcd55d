import { ROLES, type UserType } from 'shared-lib/domain/core';

/** What the one login screen does for each URL (spec section 2, Login screen). */
export interface LoginRole {
  type: UserType;
  title: string;
  role?: number;
  signupPath: string;
}

const LOGIN_ROLES: Record<UserType, LoginRole> = {
  patient: { type: 'patient', title: 'Patient Login', role: ROLES.patient, signupPath: '/patient/patientSignup' },
  doctor: { type: 'doctor', title: 'Ayurvedic Consultant Login', signupPath: '/doctor/doctorSignup' },
  seller: { type: 'seller', title: 'Seller Login', role: ROLES.seller, signupPath: '/seller/sellerSignup' },
};

export function loginRoleForPath(pathname: string): LoginRole | null {
  const type = pathname.replace(/^\//, '').split('/')[0];
  return type === 'patient' || type === 'doctor' || type === 'seller' ? LOGIN_ROLES[type] : null;
}
