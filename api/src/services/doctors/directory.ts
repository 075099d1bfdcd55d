/** Streams, specialities and the public list of onboarded doctors (no emails, no hashes). */
import type { Kysely } from 'kysely';
import { DOCTOR_STAGES, ROLES } from 'shared-lib/domain';
import type { Database } from '../../db/schema';

export const listStreams = (db: Kysely<Database>) => db.selectFrom('streams').select(['id', 'name']).orderBy('id').execute();

export const listSpecialities = (db: Kysely<Database>, streamId?: number) =>
  db
    .selectFrom('specialities')
    .select(['id', 'name', 'stream_id'])
    .$if(streamId !== undefined, (qb) => qb.where('stream_id', '=', streamId as number))
    .orderBy('id')
    .execute();

/** Doctors who finished onboarding: the rows listCompletedDoctors shows. */
const completedDoctors = (db: Kysely<Database>) =>
  db.selectFrom('doctors').innerJoin('users', 'users.id', 'doctors.user_id').where('doctors.stage', '=', DOCTOR_STAGES.complete).where('users.role', '=', ROLES.doctor);

export async function countCompletedDoctors(db: Kysely<Database>): Promise<number> {
  const row = await completedDoctors(db).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listCompletedDoctors(db: Kysely<Database>) {
  const rows = await completedDoctors(db)
    .leftJoin('streams', 'streams.id', 'doctors.stream_id')
    .select([
      'users.id as id',
      'users.name as name',
      'doctors.profile_image',
      'doctors.stage',
      'doctors.stream_id',
      'streams.name as stream_name',
      'doctors.exprience',
    ])
    .orderBy('doctors.id')
    .execute();
  return rows.map(({ stream_name, ...row }) => ({
    ...row,
    stream: row.stream_id !== null && stream_name !== null ? { id: row.stream_id, name: stream_name } : null,
  }));
}
