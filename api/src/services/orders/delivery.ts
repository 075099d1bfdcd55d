/**
 * Where an order goes and who receives it: a saved address of the calling patient, or a typed address checked
 * with the checkout form's own rule (shared-lib/domain), the contact too for a guest.
 */
import type { Kysely } from 'kysely';
import type { PlaceOrderBody } from 'shared-lib/contract';
import { CUSTOMER_FIELDS, MESSAGES, validateCustomer, type CustomerErrors } from 'shared-lib/domain';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, unauthorized } from '../../http-error';
import type { Caller } from './caller';

/** The first message in the form's field order, or null. */
function firstError(errors: CustomerErrors): string | null {
  const field = CUSTOMER_FIELDS.find((name) => errors[name]);
  return field ? (errors[field] ?? null) : null;
}

export interface Delivery {
  address_id: number | null;
  address: string;
  pincode: string;
  state_id: number;
  city_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
}

/** The order's delivery columns and its owner (the caller; a body user_id must be the caller's own). */
export async function resolveDelivery(db: Kysely<Database>, input: PlaceOrderBody, caller: Caller): Promise<{ userId: number | null; delivery: Delivery }> {
  if (input.user_id !== undefined && input.user_id !== null && input.user_id !== 0) {
    if (caller.patientId === null) throw unauthorized('Please log in to order with your account');
    if (input.user_id !== caller.patientId) throw forbidden('You can only place orders for your own account');
  }
  const userId = caller.patientId;

  if (input.address_id) {
    if (userId === null) throw unauthorized('Please log in to use a saved address');
    const saved = await db
      .selectFrom('addresses')
      .select(['id', 'address', 'pincode', 'state_id', 'city_id'])
      .where('id', '=', input.address_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!saved) throw badRequest('The selected address was not found');
    const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    const [first, ...rest] = (input.name ?? '').trim().split(/\s+/).filter(Boolean);
    return {
      userId,
      delivery: {
        address_id: saved.id,
        address: saved.address,
        pincode: saved.pincode,
        state_id: saved.state_id,
        city_id: saved.city_id,
        first_name: first ?? user.first_name,
        last_name: first ? rest.join(' ') : user.last_name,
        email: input.email?.trim() || user.email,
        mobile: input.mobile?.trim() || user.phone,
      },
    };
  }

  const address = input.address;
  if (!address || !input.state_id || !input.city_id) throw badRequest(MESSAGES.checkout.selectAddress);
  const line1 = address.address_line_1?.trim();
  const pincode = String(address.pincode ?? '').trim();
  // the checkout form's own rule and messages (shared-lib/domain), the contact too for a guest
  const refused = firstError(
    validateCustomer(
      {
        first_name: input.first_name ?? '',
        last_name: input.last_name ?? '',
        email: input.email ?? '',
        mobile: input.mobile ?? '',
        address_line_1: line1 ?? '',
        address_line_2: address.address_line_2 ?? '',
        state_id: input.state_id,
        city_id: input.city_id,
        pincode,
      },
      { askContact: userId === null },
    ),
  );
  if (refused) throw badRequest(refused);
  const city = await db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', input.city_id).executeTakeFirst();
  if (!city || city.state_id !== input.state_id) throw badRequest('The city does not belong to the chosen state');

  let names: Pick<Delivery, 'first_name' | 'last_name' | 'email' | 'mobile'>;
  if (userId !== null) {
    const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    names = {
      first_name: input.first_name?.trim() || user.first_name,
      last_name: input.last_name?.trim() || user.last_name,
      email: input.email?.trim() || user.email,
      mobile: input.mobile?.trim() || user.phone,
    };
  } else {
    // validated above with the checkout form's rule
    names = { first_name: (input.first_name ?? '').trim(), last_name: (input.last_name ?? '').trim(), email: (input.email ?? '').trim().toLowerCase(), mobile: (input.mobile ?? '').trim() };
  }
  return {
    userId,
    delivery: {
      address_id: null,
      address: JSON.stringify({ address_line_1: line1 ?? '', address_line_2: address.address_line_2?.trim() ?? '', pincode }),
      pincode,
      state_id: input.state_id,
      city_id: input.city_id,
      ...names,
    },
  };
}

