import { GENDERS } from 'shared-lib/domain';
import { NOTHING_CHOSEN } from 'shared-lib/domain/doctor-forms';

export function GenderOptions() {
  return (
    <>
      <option value={NOTHING_CHOSEN}>Select gender</option>
      {GENDERS.map((gender) => (
        <option key={gender} value={gender}>
          {gender}
        </option>
      ))}
    </>
  );
}
