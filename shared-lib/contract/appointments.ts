/**
 * Consultations (issue 26): the public doctor list and page with free slots, bookings, the patient's and the
 * doctor's lists. Instants are UTC ISO strings (shown in India time), money is paise; the fee and the slot
 * grid are the server's.
 */
import { type Static, Type } from 'typebox';
import { APPOINTMENT_STATUSES, type AppointmentStatus, CONCERN_MAX_LENGTH, DOCTOR_SORTS, type DoctorSort, FEE_BANDS, type FeeBandId } from 'shared-lib/domain/consultations';
import { NamedEntity, Nullable } from './envelope';

/** A string limited to a list of values, typed as their union. */
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const Slot = Type.Object({ start: Type.String(), end: Type.String() });
export type Slot = Static<typeof Slot>;
export const DaySlots = Type.Object({ date: Type.String({ description: "'YYYY-MM-DD' in India" }), slots: Type.Array(Slot) });
export type DaySlots = Static<typeof DaySlots>;

export const DoctorListQuery = Type.Object({
  stream_id: Type.Optional(Type.Integer({ minimum: 1 })),
  speciality_id: Type.Optional(Type.Integer({ minimum: 1 })),
  language: Type.Optional(Type.Integer({ minimum: 1, description: '1 English, 2 Hindi' })),
  fee_band: Type.Optional(OneOf<FeeBandId>(FEE_BANDS.map((band) => band.id))),
  available_today: Type.Optional(Type.Boolean()),
  sort: Type.Optional(OneOf<DoctorSort>(DOCTOR_SORTS)),
});
export type DoctorListQuery = Static<typeof DoctorListQuery>;

/** The public face of a doctor: never e-mail, phone, government id or license documents. */
export const PublicDoctor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  profile_image: Nullable(Type.String()),
  stream: Nullable(NamedEntity),
  specialities: Type.Array(Type.String()),
  exprience: Nullable(Type.Integer()),
  languages: Type.Array(Type.String()),
  hospital_name: Nullable(Type.String()),
  /** null until the doctor has set hours */
  fee_paise: Nullable(Type.Integer()),
  slot_minutes: Nullable(Type.Integer()),
  next_slot: Nullable(Slot),
  /** patients' ratings of completed consultations (issue 27): average to one decimal, null when none */
  rating: Type.Object({ average: Nullable(Type.Number()), count: Type.Integer() }),
});
export type PublicDoctor = Static<typeof PublicDoctor>;

export const DoctorPage = Type.Object({ ...PublicDoctor.properties, days: Type.Array(DaySlots) });
export type DoctorPage = Static<typeof DoctorPage>;

export const BookBody = Type.Object({
  doctor_id: Type.Integer({ minimum: 1 }),
  start: Type.String({ maxLength: 40, description: 'one of the slot starts the doctor page lists' }),
  concern: Type.String({ minLength: 1, maxLength: CONCERN_MAX_LENGTH }),
});
export type BookBody = Static<typeof BookBody>;

export const RescheduleBody = Type.Object({ start: Type.String({ maxLength: 40 }) });
export type RescheduleBody = Static<typeof RescheduleBody>;
export const CancelBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export type CancelBody = Static<typeof CancelBody>;

export const AppointmentFile = Type.Object({ id: Type.Integer(), filename: Type.String(), content_type: Type.String(), size: Type.Integer() });
export type AppointmentFile = Static<typeof AppointmentFile>;

export const Appointment = Type.Object({
  id: Type.Integer(),
  doctor: Type.Object({ id: Type.Integer(), name: Type.String(), profile_image: Nullable(Type.String()), stream: Nullable(Type.String()) }),
  patient: Type.Object({ id: Type.Integer(), name: Type.String() }),
  start: Type.String(),
  end: Type.String(),
  status: OneOf<AppointmentStatus>(APPOINTMENT_STATUSES),
  fee_paise: Type.Integer(),
  concern: Type.String(),
  refund_status: Nullable(Type.String()),
  refund_amount_paise: Nullable(Type.Integer()),
  cancelled_by: Nullable(Type.String()),
  files: Type.Array(AppointmentFile),
  /** for the caller, now */
  can_cancel: Type.Boolean(),
  can_reschedule: Type.Boolean(),
});
export type Appointment = Static<typeof Appointment>;

export const BookResult = Type.Object({
  appointment: Appointment,
  /** a paid consultation: send the browser to `redirectUrl`; null for a free one (confirmed at once) */
  payment: Nullable(Type.Object({ redirectUrl: Type.String(), merchantTransactionId: Type.String() })),
});
export type BookResult = Static<typeof BookResult>;

export const DoctorDashboard = Type.Object({
  today: Type.Array(Appointment),
  upcoming: Type.Array(Appointment),
  past: Type.Array(Appointment),
  month: Type.Object({ consultations: Type.Integer(), earned_paise: Type.Integer() }),
});
export type DoctorDashboard = Static<typeof DoctorDashboard>;

export const FileParams = Type.Object({ id: Type.Integer({ minimum: 1 }), fileId: Type.Integer({ minimum: 1 }) });
export type FileParams = Static<typeof FileParams>;
