/** The doctor's own record (doctor/getById): account, basic, work and other details; never the hash or file keys. */
import type { Kysely } from 'kysely';
import { DOCTOR_STAGES, ROLES } from 'shared-lib/domain';
import { DOCTOR_DOCUMENTS, type DoctorRecord } from 'shared-lib/contract';
import type { Database } from '../../db/schema';

export async function findDoctorRecord(db: Kysely<Database>, id: number): Promise<DoctorRecord | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('doctors', 'doctors.user_id', 'users.id')
    .leftJoin('streams', 'streams.id', 'doctors.stream_id')
    .leftJoin('states', 'states.id', 'doctors.license_state')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'doctors.profile_image',
      'doctors.stage',
      'doctors.govermentId',
      'doctors.gender',
      'doctors.dob',
      'doctors.stream_id',
      'streams.name as stream_name',
      'doctors.speciality_id',
      'doctors.exprience',
      'doctors.hospital_name',
      'doctors.hospital_address',
      'doctors.languages_id',
      'doctors.institute_name',
      'doctors.year_of_passing',
      'doctors.license_number',
      'doctors.license_state',
      'states.name as license_state_name',
      'doctors.degree_image',
      'doctors.license_image',
      'doctors.signeture_image',
    ])
    .where('users.id', '=', id)
    .where('users.role', '=', ROLES.doctor)
    .executeTakeFirst();
  if (!row) return null;
  const stage = Math.min(Math.max(row.stage, DOCTOR_STAGES.account), DOCTOR_STAGES.complete);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    profile_image: row.profile_image,
    stage,
    doctor_basic_details: stage >= DOCTOR_STAGES.basic ? { govermentId: row.govermentId ?? '', gender: row.gender ?? '', dob: row.dob ?? '' } : null,
    doctor_work_details:
      stage >= DOCTOR_STAGES.work && row.stream_id !== null
        ? {
            hospital_name: row.hospital_name ?? '',
            hospital_address: row.hospital_address ?? '',
            stream: row.stream_name !== null ? { id: row.stream_id, name: row.stream_name } : null,
            exprience: row.exprience ?? 0,
            stream_id: row.stream_id,
            speciality_id: row.speciality_id ?? '',
            languages_id: row.languages_id ?? '',
          }
        : null,
    doctor_other_details:
      stage >= DOCTOR_STAGES.complete
        ? {
            institute_name: row.institute_name ?? '',
            year_of_passing: row.year_of_passing ?? '',
            license_number: row.license_number ?? '',
            license_state: row.license_state !== null && row.license_state_name !== null ? { id: row.license_state, name: row.license_state_name } : null,
            documents: DOCTOR_DOCUMENTS.filter((kind) => Boolean(row[kind])),
          }
        : null,
  };
}
