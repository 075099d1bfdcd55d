/**
 * Which payment provider runs: the built-in sandbox only when PAYMENT_SANDBOX=1 (what `npm start` sets; refused in
 * production), otherwise PhonePe when its credentials are configured, otherwise none (online payment is refused).
 */
import { randomBytes } from 'node:crypto';
import { PHONEPE_HOSTS } from './phonepe';

export interface PaymentConfig {
  mode: 'phonepe' | 'sandbox' | 'disabled';
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** PhonePe host (PHONEPE_ENV production|uat, or PHONEPE_BASE_URL); the sandbox is served at /pay/sandbox */
  baseUrl: string | null;
  /** pending online payments older than this are expired and their stock released */
  expiryMinutes: number;
}

/** Sandbox credentials: the salt is random per process, so nobody outside can sign for the sandbox. */
export const SANDBOX_MERCHANT_ID = 'AYURSANDBOX';
export const SANDBOX_SALT_INDEX = '1';
export const SANDBOX_SALT_KEY = randomBytes(24).toString('hex');

/** Read by config.ts (loadConfig) from its environment object. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const expiryMinutes = Number(env.PAYMENT_EXPIRY_MINUTES ?? 15) || 15;
  const { PHONEPE_MERCHANT_ID: merchantId, PHONEPE_SALT_KEY: saltKey, PHONEPE_SALT_INDEX: saltIndex } = env;
  if (env.PAYMENT_SANDBOX === '1') {
    return { mode: 'sandbox', merchantId: SANDBOX_MERCHANT_ID, saltKey: SANDBOX_SALT_KEY, saltIndex: SANDBOX_SALT_INDEX, baseUrl: null, expiryMinutes };
  }
  if (merchantId && saltKey && saltIndex) {
    const environment = (env.PHONEPE_ENV ?? 'uat').toLowerCase();
    const baseUrl = env.PHONEPE_BASE_URL || PHONEPE_HOSTS[environment] || PHONEPE_HOSTS.uat;
    return { mode: 'phonepe', merchantId, saltKey, saltIndex, baseUrl, expiryMinutes };
  }
  return { mode: 'disabled', merchantId: '', saltKey: '', saltIndex: '', baseUrl: null, expiryMinutes };
}
