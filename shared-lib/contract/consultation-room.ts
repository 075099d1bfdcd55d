/**
 * The consultation room (issue 27): who is in it and when, its chat, the doctor's e-prescriptions (versions)
 * with "Order these medicines", and the patient's rating. Instants are UTC ISO strings; money is paise and
 * always the server's.
 */
import { type Static, Type } from 'typebox';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  MEDICINE_TIMINGS,
  type MedicineTiming,
  PRESCRIPTION_MEDICINES_MAX,
  PRESCRIPTION_TEXT_MAX_LENGTH,
  RATING_COMMENT_MAX_LENGTH,
  type RoomPhase,
} from 'shared-lib/domain/consultations';
import { Appointment } from './appointments';
import { Nullable } from './envelope';

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));
const Text = (maxLength = PRESCRIPTION_TEXT_MAX_LENGTH) => Type.String({ maxLength });

export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServer = Static<typeof IceServer>;

/** A file shared in the chat: read through `consultationRoomPaths.messageFile` by the two parties only. */
export const ChatFile = Type.Object({
  name: Type.String(),
  content_type: Type.String({ description: 'image/jpeg, image/png or application/pdf, from the bytes' }),
  size: Type.Integer({ minimum: 1 }),
});
export type ChatFile = Static<typeof ChatFile>;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  sender: OneOf<'patient' | 'doctor'>(['patient', 'doctor']),
  sender_name: Type.String(),
  /** the text; empty for a shared file without a caption */
  body: Type.String(),
  created_at: Type.String(),
  file: Type.Optional(Nullable(ChatFile)),
});
export type ChatMessage = Static<typeof ChatMessage>;
export const ChatBody = Type.Object({ body: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }) });
export type ChatBody = Static<typeof ChatBody>;

/** What the room screen needs: the appointment, the window, the caller's side and the ICE servers. */
export const Room = Type.Object({
  appointment: Appointment,
  role: OneOf<'patient' | 'doctor'>(['patient', 'doctor']),
  phase: OneOf<RoomPhase>(['early', 'open', 'closed']),
  opens: Type.String(),
  closes: Type.String(),
  ice_servers: Type.Array(IceServer),
  /** 'relay' (ICE_TRANSPORT_POLICY): media only through the TURN server, never straight between the browsers */
  ice_transport_policy: Type.Optional(OneOf<'all' | 'relay'>(['all', 'relay'])),
  /** the WebSocket path (under /api) for signalling; the token goes as the `token` query parameter */
  signalling_path: Type.String(),
  can_prescribe: Type.Boolean(),
});
export type Room = Static<typeof Room>;

export const PrescribedMedicine = Type.Object({
  /** a catalogue product, or null for a medicine typed by the doctor (not sold here) */
  product_id: Nullable(Type.Integer({ minimum: 1 })),
  name: Type.String({ maxLength: 200, description: "typed name; for a catalogue item the server's name is kept" }),
  dose: Type.String({ minLength: 1, maxLength: 100, description: 'e.g. 1 tablet, 10 ml' }),
  frequency: Type.String({ maxLength: 20, description: "Indian notation, e.g. '1-0-1'" }),
  timing: OneOf<MedicineTiming>(MEDICINE_TIMINGS),
  duration_days: Type.Integer({ minimum: 1, maximum: 365 }),
  /** packs to order; by default one per 30 days */
  quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10 }))),
  notes: Type.Optional(Text(500)),
});
export type PrescribedMedicine = Static<typeof PrescribedMedicine>;

export const PrescriptionBody = Type.Object({
  complaints: Text(),
  findings: Type.Optional(Text()),
  diagnosis: Type.String({ minLength: 1, maxLength: PRESCRIPTION_TEXT_MAX_LENGTH }),
  medicines: Type.Array(PrescribedMedicine, { maxItems: PRESCRIPTION_MEDICINES_MAX }),
  /** diet and lifestyle to follow */
  pathya: Type.Optional(Text()),
  /** diet and lifestyle to avoid */
  apathya: Type.Optional(Text()),
  advice: Type.Optional(Text()),
  follow_up: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "'YYYY-MM-DD'" }))),
  /** when correcting: the id of the version being corrected (refused if a newer one exists) */
  corrects: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PrescriptionBody = Static<typeof PrescriptionBody>;

export const PrescriptionMedicineView = Type.Object({
  ...PrescribedMedicine.properties,
  quantity: Type.Integer(),
  /** the catalogue price when it was prescribed (server's), null for an item not sold here */
  price_paise: Nullable(Type.Integer()),
});
export type PrescriptionMedicineView = Static<typeof PrescriptionMedicineView>;

export const Prescription = Type.Object({
  id: Type.Integer(),
  appointment_id: Type.Integer(),
  version: Type.Integer(),
  superseded: Type.Boolean(),
  superseded_at: Nullable(Type.String()),
  issued_at: Type.String(),
  doctor: Type.Object({ id: Type.Integer(), name: Type.String() }),
  patient: Type.Object({ id: Type.Integer(), name: Type.String() }),
  consultation_start: Type.String(),
  complaints: Type.String(),
  findings: Type.String(),
  diagnosis: Type.String(),
  medicines: Type.Array(PrescriptionMedicineView),
  pathya: Type.String(),
  apathya: Type.String(),
  advice: Type.String(),
  follow_up: Nullable(Type.String()),
});
export type Prescription = Static<typeof Prescription>;

export const OrderPrescriptionResult = Type.Object({
  added: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String(), quantity: Type.Integer() })),
  out_of_stock: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String() })),
  not_sold_here: Type.Array(Type.Object({ name: Type.String() })),
});
export type OrderPrescriptionResult = Static<typeof OrderPrescriptionResult>;

export const RatingBody = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: RATING_COMMENT_MAX_LENGTH })),
});
export type RatingBody = Static<typeof RatingBody>;
export const Rating = Type.Object({ appointment_id: Type.Integer(), stars: Type.Integer(), comment: Nullable(Type.String()), created_at: Type.String() });
export type Rating = Static<typeof Rating>;
export const DoctorRating = Type.Object({ doctor_id: Type.Integer(), average: Nullable(Type.Number()), count: Type.Integer() });
export type DoctorRating = Static<typeof DoctorRating>;

export const PrescriptionParams = Type.Object({ id: Type.Integer({ minimum: 1 }), prescriptionId: Type.Integer({ minimum: 1 }) });
export type PrescriptionParams = Static<typeof PrescriptionParams>;
export const MessageFileParams = Type.Object({ id: Type.Integer({ minimum: 1 }), messageId: Type.Integer({ minimum: 1 }) });
export type MessageFileParams = Static<typeof MessageFileParams>;
