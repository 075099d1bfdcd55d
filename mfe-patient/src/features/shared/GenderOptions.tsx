/** The gender choices of the sign-up and account forms (Male, Female, Others), after the 'Select Gender' placeholder. */
import { GENDERS } from 'shared-lib/domain';
import { GENDER_PLACEHOLDER } from '../signup/signup-schema';

export function GenderOptions() {
  return (
    <>
      <option value={GENDER_PLACEHOLDER}>Select Gender</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {gender}
        </option>
      ))}
    </>
  );
}
