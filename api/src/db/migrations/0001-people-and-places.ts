import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/** Users of the three roles, doctor and seller profiles, states, cities, streams and specialities. */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);

  await createTableWithId(db, 'states').addColumn('name', 'text', (c) => c.notNull().unique()).execute();
  await createTableWithId(db, 'cities')
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('cities_state_name_unique', ['state_id', 'name'])
    .execute();
  await createTableWithId(db, 'streams').addColumn('name', 'text', (c) => c.notNull().unique()).execute();
  await createTableWithId(db, 'specialities')
    .addColumn('stream_id', 'integer', (c) => c.notNull().references('streams.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('specialities_stream_idx').on('specialities').column('stream_id').execute();

  await createTableWithId(db, 'users')
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('gender', 'text')
    .addColumn('dob', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addUniqueConstraint('users_role_email_unique', ['role', 'email'])
    .execute();

  await createTableWithId(db, 'doctors')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('profile_image', 'text')
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('govermentId', 'text')
    .addColumn('gender', 'text')
    .addColumn('dob', 'text')
    .addColumn('stream_id', 'integer', (c) => c.references('streams.id').onDelete('set null'))
    .addColumn('speciality_id', 'text')
    .addColumn('exprience', 'integer')
    .addColumn('hospital_name', 'text')
    .addColumn('hospital_address', 'text')
    .addColumn('languages_id', 'text')
    .addColumn('institute_name', 'text')
    .addColumn('year_of_passing', 'text')
    .addColumn('license_number', 'text')
    .addColumn('license_state', 'integer', (c) => c.references('states.id').onDelete('set null'))
    .addColumn('degree_image', 'text')
    .addColumn('license_image', 'text')
    .addColumn('signeture_image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('doctors_stage_idx').on('doctors').column('stage').execute();

  await createTableWithId(db, 'sellers')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_type', 'text', (c) => c.notNull())
    .addColumn('office_address', 'text', (c) => c.notNull())
    .addColumn('company_regd_no', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.references('states.id').onDelete('set null'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('gst_number', 'text', (c) => c.notNull())
    .addColumn('pan_number', 'text', (c) => c.notNull())
    .addColumn('pan_image', 'text')
    .addColumn('country_id', 'integer', (c) => c.notNull().defaultTo(101))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['sellers', 'doctors', 'users', 'specialities', 'streams', 'cities', 'states']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
