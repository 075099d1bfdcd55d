/** The seller registration form checked on the server (spec sections 3, 4 and 5), whatever the form did. */
import type { Kysely } from 'kysely';
import {
  checkPincodeAgainstCity,
  EMAIL_PATTERN,
  isCompanyType,
  MESSAGES,
  normalisePharmacyDetails,
  normaliseTaxId,
  type PharmacyDetails,
  pharmacyDetailsError,
  passwordPolicyError,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  SELLER_MESSAGES,
  taxIdentityError,
} from 'shared-lib/domain';
import { SellerRegistrationFields, type SellerRegistrationField } from 'shared-lib/contract';
import { Value } from 'typebox/value';
import type { Database } from '../../db/schema';
import type { PostalService } from '../../integrations/postal';
import { badRequest } from '../../http-error';

const M = MESSAGES.seller;

/** Every text field with its spec message when missing, in the form's order (spec section 5). */
const REQUIRED: readonly [SellerRegistrationField, string][] = [
  ['company_name', M.companyName],
  ['company_type', M.companyType],
  ['office_address', M.officeAddress],
  ['company_regd_no', M.regdNo],
  ['first_name', M.firstName],
  ['last_name', M.lastName],
  ['email', M.email],
  ['password', M.password],
  ['phone', M.phone],
  ['state_id', M.state],
  ['city_id', M.city],
  ['gst_number', MESSAGES.thisFieldMandatory],
  ['postal_code', MESSAGES.zipMandatory],
  ['pan_number', MESSAGES.thisFieldMandatory],
];

export interface ValidSeller {
  text: Omit<SellerRegistrationFields, 'state_id' | 'city_id' | 'country_id' | 'password' | keyof PharmacyDetails>;
  /** the registered pharmacist and the drug licence (issue 28): all three, or null when none was given */
  pharmacy: PharmacyDetails | null;
  password: string;
  stateId: number;
  cityId: number;
}

/** Required fields, lengths, formats, state and city, GSTIN and PAN, and the pincode of the city. */
export async function validateRegistration(db: Kysely<Database>, postal: PostalService, raw: Record<string, string | undefined>): Promise<ValidSeller> {
  const field = (name: SellerRegistrationField) => (name === 'password' ? (raw[name] ?? '') : (raw[name] ?? '').trim());
  for (const [name, message] of REQUIRED) if (!field(name).trim()) throw badRequest(message);
  const known = Object.fromEntries(REQUIRED.map(([name]) => [name, field(name)]));
  const lengthProblem = Value.Errors(SellerRegistrationFields, known)[0];
  if (lengthProblem) throw badRequest(`Invalid ${lengthProblem.instancePath.replace(/^\//, '').replace(/_/g, ' ') || 'form'}: ${lengthProblem.message}`);

  if (!isCompanyType(field('company_type'))) throw badRequest(SELLER_MESSAGES.companyTypeUnknown);
  const email = field('email').toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest(MESSAGES.validEmail);
  const policy = passwordPolicyError(field('password'));
  if (policy) throw badRequest(policy);
  if (!PHONE_PATTERN.test(field('phone'))) throw badRequest(SELLER_MESSAGES.phoneFormat);

  const stateId = Number(field('state_id'));
  const cityId = Number(field('city_id'));
  const state = Number.isSafeInteger(stateId) ? await db.selectFrom('states').select(['id', 'gst_code']).where('id', '=', stateId).executeTakeFirst() : undefined;
  if (!state) throw badRequest(M.state);
  const city = Number.isSafeInteger(cityId) ? await db.selectFrom('cities').select(['id', 'name', 'state_id']).where('id', '=', cityId).executeTakeFirst() : undefined;
  if (!city) throw badRequest(M.city);
  if (city.state_id !== state.id) throw badRequest(SELLER_MESSAGES.cityNotInState);

  const gst = normaliseTaxId(field('gst_number'));
  const pan = normaliseTaxId(field('pan_number'));
  const taxProblem = taxIdentityError({ gst_number: gst, pan_number: pan, stateCode: state.gst_code });
  if (taxProblem) throw badRequest(taxProblem);

  const postalCode = field('postal_code');
  if (!PINCODE_PATTERN.test(postalCode)) throw badRequest(SELLER_MESSAGES.pincodeSixDigits);
  const verdict = checkPincodeAgainstCity(await postal.lookup(postalCode), city.name, MESSAGES.zipIncorrect);
  if (!verdict.ok) throw badRequest(verdict.message);

  const pharmacyProblem = pharmacyDetailsError(raw, false);
  if (pharmacyProblem) throw badRequest(pharmacyProblem);
  const pharmacy = normalisePharmacyDetails(raw);

  return {
    text: {
      company_name: field('company_name'),
      company_type: field('company_type'),
      office_address: field('office_address'),
      company_regd_no: field('company_regd_no'),
      first_name: field('first_name'),
      last_name: field('last_name'),
      email,
      phone: field('phone'),
      gst_number: gst,
      postal_code: postalCode,
      pan_number: pan,
    },
    pharmacy: pharmacy.pharmacist_name ? pharmacy : null,
    password: field('password'),
    stateId,
    cityId,
  };
}
