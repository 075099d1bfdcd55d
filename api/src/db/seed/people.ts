/** Demo patient, doctors (team cards and a half-onboarded one) and seller companies. */
import type { Kysely } from 'kysely';
import { buildGstin, COMPANY_TYPES, COUNTRY_ID_INDIA, GST_STATE_CODES, ROLES } from 'shared-lib/domain';
import { hashPassword } from '../../services/auth/passwords';
import type { Database } from '../schema';
import { SELLER_COMPANIES } from './catalogue-data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { placeOfPincode } from '../../reference-data/post-offices';
import type { PlaceIds } from './places';
import { lookFor, doctorPortraitSvg } from './portraits';
import type { SeedImageWriter } from './svg';

const password = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.password ?? 'Doctor@123';

const TEAM = [
  { name: 'Dr. Ananya Sharma', email: 'doctor@demo.in', gender: 'Female', stream: 'Ayurveda', hospital: 'AyurVeda Bazaar Wellness Clinic', city: 'Bengaluru', years: 12 },
  { name: 'Dr. Vikram Nair', email: 'vikram.nair@demo.in', gender: 'Male', stream: 'Ayurveda', hospital: 'Kottakkal Arya Vaidya Sala Clinic', city: 'Kochi', years: 18 },
  { name: 'Dr. Meera Kulkarni', email: 'meera.kulkarni@demo.in', gender: 'Female', stream: 'Yoga & Naturopathy', hospital: 'Sahyadri Nature Cure Centre', city: 'Pune', years: 9 },
  { name: 'Dr. Arjun Reddy', email: 'arjun.reddy@demo.in', gender: 'Male', stream: 'Ayurveda', hospital: 'Charaka Ayurveda Hospital', city: 'Hyderabad', years: 15 },
  { name: 'Dr. Fatima Siddiqui', email: 'fatima.siddiqui@demo.in', gender: 'Female', stream: 'Unani', hospital: 'Hakim Ajmal Khan Unani Clinic', city: 'New Delhi', years: 11 },
  { name: 'Dr. Karthik Subramanian', email: 'karthik.s@demo.in', gender: 'Male', stream: 'Siddha', hospital: 'Agathiyar Siddha Vaidyasalai', city: 'Chennai', years: 20 },
  { name: 'Dr. Priya Banerjee', email: 'priya.banerjee@demo.in', gender: 'Female', stream: 'Ayurveda', hospital: 'Dhanvantari Ayurveda Kendra', city: 'Kolkata', years: 7 },
] as const;

export async function seedPeople(
  db: Kysely<Database>,
  writeImage: SeedImageWriter,
  places: PlaceIds,
  streams: Map<string, number>,
): Promise<{ sellerIds: number[] }> {
  const doctorHash = await hashPassword(password('doctor@demo.in'));

  for (const [index, doctor] of TEAM.entries()) {
    const user = await db
      .insertInto('users')
      .values({ role: ROLES.doctor, email: doctor.email, password_hash: doctorHash, name: doctor.name, phone: `98450${String(10000 + index * 1111).slice(0, 5)}`, gender: doctor.gender, dob: `198${index}-0${(index % 9) + 1}-15` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const streamId = streams.get(doctor.stream) ?? null;
    await db
      .insertInto('doctors')
      .values({
        user_id: user.id,
        stage: 4,
        profile_image: writeImage('doctors', `doctor-${index + 1}.svg`, doctorPortraitSvg(lookFor(index, doctor.gender))),
        govermentId: `XXXX-XXXX-${String(4321 + index * 7)}`,
        gender: doctor.gender,
        dob: `198${index}-0${(index % 9) + 1}-15`,
        stream_id: streamId,
        speciality_id: '1,2',
        exprience: doctor.years,
        hospital_name: doctor.hospital,
        hospital_address: `${doctor.hospital}, ${doctor.city}`,
        languages_id: '1,2',
        institute_name: 'Gujarat Ayurved University, Jamnagar',
        year_of_passing: `${2000 + (index % 10)}-06-30`,
        license_number: `AYU/${2005 + index}/${1000 + index * 37}`,
        license_state: places.stateId('Karnataka'),
      })
      .execute();
  }

  const stageTwo = await db
    .insertInto('users')
    .values({ role: ROLES.doctor, email: 'doctor.stage2@demo.in', password_hash: doctorHash, name: 'Dr. Rohan Mehta', phone: '9820012345', gender: 'Male', dob: '1990-03-21' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('doctors').values({ user_id: stageTwo.id, stage: 2, govermentId: 'XXXX-XXXX-9876', gender: 'Male', dob: '1990-03-21' }).execute();

  // stage 1: only the account step saved (basic step next)
  const stageOne = await db
    .insertInto('users')
    .values({ role: ROLES.doctor, email: 'doctor.stage1@demo.in', password_hash: doctorHash, name: 'Dr. Sneha Iyer', phone: '9830012345' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('doctors').values({ user_id: stageOne.id, stage: 1 }).execute();

  // stage 3: account, basic and work saved (other step next)
  const stageThree = await db
    .insertInto('users')
    .values({ role: ROLES.doctor, email: 'doctor.stage3@demo.in', password_hash: doctorHash, name: 'Dr. Aditya Rao', phone: '9840012345' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('doctors')
    .values({
      user_id: stageThree.id,
      stage: 3,
      govermentId: 'XXXX-XXXX-5522',
      gender: 'Male',
      dob: '1986-11-02',
      stream_id: streams.get('Ayurveda') ?? null,
      speciality_id: '1',
      exprience: 8,
      hospital_name: 'Sushruta Ayurveda Clinic',
      hospital_address: 'Jayanagar 4th Block, Bengaluru',
      languages_id: '1',
    })
    .execute();

  const patient = await db
    .insertInto('users')
    .values({ role: ROLES.patient, email: 'patient@demo.in', password_hash: await hashPassword(password('patient@demo.in')), first_name: 'Aarav', last_name: 'Patel', name: 'Aarav Patel', phone: '9876543210', gender: 'Male', dob: '1992-08-14' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const homes = [
    { line1: 'Flat 402, Prestige Shantiniketan', line2: '80 Feet Road, Koramangala', pincode: '560034', isDefault: 1 },
    { line1: '14, Janpath', line2: 'Connaught Place', pincode: '110001', isDefault: 0 },
  ];
  for (const home of homes) {
    const place = placeOfPincode(home.pincode);
    if (!place) throw new Error(`Unknown seed pincode ${home.pincode}`);
    await db
      .insertInto('addresses')
      .values({
        user_id: patient.id,
        address: JSON.stringify({ address_line_1: home.line1, address_line_2: home.line2, pincode: home.pincode }),
        state_id: places.stateId(place.state),
        city_id: places.cityId(place.state, place.city),
        pincode: home.pincode,
        is_default: home.isDefault,
      })
      .execute();
  }

  const sellerHash = await hashPassword(password('seller@demo.in'));
  const sellerIds: number[] = [];
  for (const [index, company] of SELLER_COMPANIES.entries()) {
    const user = await db
      .insertInto('users')
      .values({ role: ROLES.seller, email: company.email, password_hash: sellerHash, first_name: company.first, last_name: company.last, name: `${company.first} ${company.last}`, phone: `99000${String(12345 + index * 1111)}`.slice(0, 10) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seller = await db
      .insertInto('sellers')
      .values({
        user_id: user.id,
        company_name: company.company,
        company_type: company.type ?? COMPANY_TYPES[1],
        office_address: `${company.company}, ${company.city}`,
        company_regd_no: `U24230KA20${10 + index}PTC0${45678 + index}`,
        state_id: places.stateId(company.state),
        city_id: places.cityId(company.state, company.city),
        postal_code: company.pincode,
        gst_number: buildGstin(GST_STATE_CODES[company.state], `ABCDE${1234 + index}F`),
        pan_number: `ABCDE${1234 + index}F`,
        country_id: COUNTRY_ID_INDIA,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sellerIds.push(seller.id);
  }
  return { sellerIds };
}
