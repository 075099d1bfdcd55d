/** Yup rules of the seller's pharmacy fields (issue 28), from the shared rule of shared-lib/domain. */
import { PHARMACY_FIELDS, type PharmacyField, pharmacyDetailsProblems } from 'shared-lib/domain';
import * as Yup from 'yup';

/** The three pharmacy fields (issue 28), each with the shared rule's problem for it. `required`: the dashboard profile; otherwise all three or none. */
export function pharmacyRules(required: boolean) {
  return Object.fromEntries(
    PHARMACY_FIELDS.map((name) => [
      name,
      Yup.string().test('pharmacy', function pharmacyRule() {
        const problem = pharmacyDetailsProblems(this.parent as Record<string, string>, required)[name];
        return problem ? this.createError({ message: problem }) : true;
      }),
    ]),
  ) as Record<PharmacyField, Yup.StringSchema>;
}

/** The dashboard profile's pharmacy form: all three required. */
export const pharmacyProfileSchema = Yup.object(pharmacyRules(true));
