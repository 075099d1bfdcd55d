/** Unguessable identifiers: order numbers shown to buyers and PhonePe merchant transaction ids. */
import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no I, O, 0, 1: easy to read aloud

export function randomBase32(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += BASE32[bytes[i] & 31];
  return out;
}

/** 'AYB-' + 10 random base32 characters (50 bits). */
export const newOrderUniqueId = () => `AYB-${randomBase32(10)}`;

/** ≤ 35 chars of [A-Za-z0-9_-]: 'MT' + milliseconds + 12 random characters. */
export const newMerchantTransactionId = () => `MT${Date.now()}${randomBase32(12)}`;
