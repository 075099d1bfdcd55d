/** Logins created by the seed, printed by main.ts and listed in the README. */
export const DEMO_ACCOUNTS = [
  { role: 'patient', loginPath: '#/patient/login', email: 'patient@demo.in', password: 'Patient@123', note: 'patient with two saved addresses' },
  { role: 'doctor', loginPath: '#/doctor/login', email: 'doctor@demo.in', password: 'Doctor@123', note: 'doctor, onboarding complete (stage 4)' },
  { role: 'doctor', loginPath: '#/doctor/login', email: 'doctor.stage1@demo.in', password: 'Doctor@123', note: 'doctor at stage 1 (basic step next)' },
  { role: 'doctor', loginPath: '#/doctor/login', email: 'doctor.stage2@demo.in', password: 'Doctor@123', note: 'doctor at stage 2 (work step next)' },
  { role: 'doctor', loginPath: '#/doctor/login', email: 'doctor.stage3@demo.in', password: 'Doctor@123', note: 'doctor at stage 3 (other step next)' },
  { role: 'seller', loginPath: '#/seller/login', email: 'seller@demo.in', password: 'Seller@123', note: 'seller company; owns part of the catalogue, has orders Processing, Shipped and Delivered' },
  { role: 'seller', loginPath: '#/seller/login', email: 'house.seller@demo.in', password: 'House@123', note: 'house seller: fulfils products without a seller' },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
