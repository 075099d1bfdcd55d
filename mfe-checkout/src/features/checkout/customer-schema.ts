/** The checkout form's Yup schema, built from shared-lib/domain's customer rule (the one the API enforces too). */
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, validateCustomer, type CustomerValues } from 'shared-lib/domain';
import * as Yup from 'yup';

export function customerSchema(askContact: boolean): Yup.AnyObjectSchema {
  const rule = (field: keyof CustomerValues) =>
    Yup.mixed().test(field, '', function check() {
      // Formik hands empty strings to Yup as undefined: put the empty values back before the shared rule reads them
      const given = Object.entries(this.parent as Record<string, unknown>).filter(([, value]) => value !== undefined);
      const values: CustomerValues = { ...EMPTY_CUSTOMER, ...Object.fromEntries(given) };
      const message = validateCustomer(values, { askContact })[field];
      return message ? this.createError({ message }) : true;
    });
  return Yup.object(Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, rule(field)])));
}
