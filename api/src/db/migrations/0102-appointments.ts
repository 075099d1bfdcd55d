import { sql } from 'kysely';
import { type AnyDb, createTableWithId, currentTimestamp } from './helpers';

/**
 * Consultations (issue 26): a doctor's hours, appointments, their report files and payments.
 * The partial unique index on (doctor_id, start_at) over the active statuses is what refuses a second
 * booking of one slot, on SQLite and PostgreSQL alike; start_at is always written by toISOString().
 * Hours are India wall-clock times (a recurring rule); every instant is UTC text.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = currentTimestamp(db);
  await db.schema
    .createTable('doctor_availability')
    .addColumn('doctor_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('fee_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    // JSON: seven lists of { start, end } 'HH:MM' in India time, Sunday first
    .addColumn('weekly', 'text', (c) => c.notNull())
    .addColumn('days_off', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();

  await createTableWithId(db, 'appointments')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('fee_paise', 'integer', (c) => c.notNull())
    .addColumn('concern', 'text', (c) => c.notNull())
    .addColumn('hold_expires_at', 'text')
    .addColumn('joined_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('refund_status', 'text')
    .addColumn('refund_amount_paise', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('appointments_active_slot_unique')
    .on('appointments')
    .columns(['doctor_id', 'start_at'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('held'), sql.lit('confirmed')])
    .execute();
  await db.schema.createIndex('appointments_patient_idx').on('appointments').columns(['patient_id', 'start_at']).execute();
  await db.schema.createIndex('appointments_doctor_idx').on('appointments').columns(['doctor_id', 'start_at']).execute();
  await db.schema.createIndex('appointments_status_idx').on('appointments').columns(['status', 'end_at']).execute();

  await createTableWithId(db, 'appointment_files')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(timestamp))
    .execute();
  await db.schema.createIndex('appointment_files_appointment_idx').on('appointment_files').column('appointment_id').execute();

  await createTableWithId(db, 'appointment_payments')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('merchant_transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('raw', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('appointment_payments_appointment_idx').on('appointment_payments').column('appointment_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['appointment_payments', 'appointment_files', 'appointments', 'doctor_availability']) await db.schema.dropTable(table).ifExists().execute();
}
