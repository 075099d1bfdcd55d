/** The postal look-up behind an interface: answers in the public service's shape (spec section 3). */
import type { PincodeLookupResult } from 'shared-lib/contract';

export interface PostalService {
  readonly name: string;
  /** Never throws for a bad pincode: answers Status 'Error' with PostOffice null. */
  lookup(pincode: string): Promise<PincodeLookupResult>;
}

export const NOT_SIX_DIGITS: PincodeLookupResult = { Status: 'Error', Message: 'Pincode must be exactly 6 digits', PostOffice: null };
export const NO_RECORDS: PincodeLookupResult = { Status: 'Error', Message: 'No records found', PostOffice: null };
