/** Who places an order: a patient named by a verified token, or a guest (plugins/checkout-caller.ts reads it from the request). */
export interface Caller {
  /** the patient's id from a verified token, or null for a guest */
  patientId: number | null;
}
