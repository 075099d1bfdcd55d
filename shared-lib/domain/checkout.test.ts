import { CHECKOUT_MESSAGES, deliversTo, EMPTY_CUSTOMER, isDeliveryRestricted, undeliverable, validateCustomer } from './checkout';
import { MESSAGES } from 'shared-lib/domain/core';

const guest = { ...EMPTY_CUSTOMER, first_name: 'Asha', last_name: 'Rao', email: 'asha@example.in', mobile: '9876543210', address_line_1: '1 MG Road', state_id: 1, city_id: 10, pincode: '560001' };

describe('checkout customer rule', () => {
  it('accepts a complete guest', () => {
    expect(validateCustomer(guest)).toEqual({});
  });

  it("refuses e-mail x@x.x and mobile 0 with the form's messages", () => {
    expect(validateCustomer({ ...guest, email: 'x@x.x', mobile: '0' })).toEqual({ email: MESSAGES.validEmail, mobile: CHECKOUT_MESSAGES.mobileDigits });
  });

  it('does not ask a patient for the contact fields', () => {
    expect(validateCustomer({ ...guest, first_name: '', email: '', mobile: '' }, { askContact: false })).toEqual({});
  });
});

describe('delivery rule', () => {
  it('delivers an unrestricted product everywhere and a restricted one only to its pincodes', () => {
    expect(deliversTo([], '560001')).toBe(true);
    expect(deliversTo(['110001'], '560001')).toBe(false);
    expect(deliversTo(['110001'], ' 110001 ')).toBe(true);
    expect(isDeliveryRestricted([])).toBe(false);
    expect(isDeliveryRestricted(['110001'])).toBe(true);
    expect(undeliverable([11, 12], [[{ pincode: '110001' }], []], '560001')).toEqual([11]);
  });
});
