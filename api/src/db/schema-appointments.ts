/** Kysely types of the consultation tables (migration 0102). Money in paise; instants are UTC ISO text. */
import type { ColumnType, Generated } from 'kysely';
import type { AppointmentStatus } from 'shared-lib/domain/consultations';

type CreatedAt = ColumnType<string, string | undefined, never>;

export interface DoctorAvailabilityTable {
  doctor_id: number;
  fee_paise: number;
  slot_minutes: number;
  weekly: string;
  days_off: string;
  extra: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface AppointmentsTable {
  id: Generated<number>;
  doctor_id: number;
  patient_id: number;
  start_at: string;
  end_at: string;
  status: AppointmentStatus;
  fee_paise: number;
  concern: string;
  hold_expires_at: string | null;
  joined_at: string | null;
  cancelled_at: string | null;
  cancelled_by: 'patient' | 'doctor' | null;
  refund_status: string | null;
  refund_amount_paise: number | null;
  created_at: CreatedAt;
  updated_at: string | null;
}

export interface AppointmentFilesTable {
  id: Generated<number>;
  appointment_id: number;
  storage_key: string;
  filename: string;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

export interface AppointmentPaymentsTable {
  id: Generated<number>;
  appointment_id: number;
  provider: string;
  merchant_transaction_id: string;
  amount_paise: number;
  state: 'pending' | 'paid' | 'failed';
  raw: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface ConsultationMessagesTable {
  id: Generated<number>;
  appointment_id: number;
  sender_id: number;
  sender_role: 'patient' | 'doctor';
  body: string;
  created_at: string;
  /** a shared file (migration 0130): its private storage key, display name, detected type and size; null for text */
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
}

export interface PrescriptionsTable {
  id: Generated<number>;
  appointment_id: number;
  doctor_id: number;
  patient_id: number;
  version: number;
  /** JSON of the contract's PrescriptionContent, medicines named and priced by the server */
  content: string;
  superseded_at: string | null;
  created_at: CreatedAt;
}

export interface ConsultationRatingsTable {
  id: Generated<number>;
  appointment_id: number;
  doctor_id: number;
  patient_id: number;
  stars: number;
  comment: string | null;
  created_at: CreatedAt;
}

export interface AppointmentTables {
  consultation_messages: ConsultationMessagesTable;
  prescriptions: PrescriptionsTable;
  consultation_ratings: ConsultationRatingsTable;
  doctor_availability: DoctorAvailabilityTable;
  appointments: AppointmentsTable;
  appointment_files: AppointmentFilesTable;
  appointment_payments: AppointmentPaymentsTable;
}
