import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * The consultation room (issue 27): its chat (kept with the appointment, readable afterwards), the doctor's
 * e-prescriptions (a correction is a new version; the old one stays, marked superseded) and the patient's
 * rating (one per consultation, by the unique index). Instants are UTC ISO text; money in paise.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await createTableWithId(db, 'consultation_messages')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_role', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consultation_messages_appointment_idx').on('consultation_messages').columns(['appointment_id', 'id']).execute();

  await createTableWithId(db, 'prescriptions')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    // JSON: complaints, findings, diagnosis, medicines (with the server's names and prices), advice, follow-up
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('superseded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('prescriptions_version_unique').on('prescriptions').columns(['appointment_id', 'version']).unique().execute();
  await db.schema.createIndex('prescriptions_patient_idx').on('prescriptions').columns(['patient_id', 'created_at']).execute();
  await db.schema.createIndex('prescriptions_doctor_idx').on('prescriptions').columns(['doctor_id', 'created_at']).execute();

  await createTableWithId(db, 'consultation_ratings')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().unique().references('appointments.id').onDelete('cascade'))
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('consultation_ratings_doctor_idx').on('consultation_ratings').column('doctor_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['consultation_ratings', 'prescriptions', 'consultation_messages']) await db.schema.dropTable(table).ifExists().execute();
}
