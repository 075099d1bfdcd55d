/** The gender choices of the patient and doctor forms (Male, Female, Others), after the 'Select Gender' placeholder. */
import { GENDERS, NOTHING_CHOSEN } from 'shared-lib/domain';

export function GenderOptions() {
  return (
    <>
      <option value={NOTHING_CHOSEN}>Select Gender</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {gender}
        </option>
      ))}
    </>
  );
}
