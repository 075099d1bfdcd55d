/** Paths of the consultations (issues 26 and 27) and the product reviews (issue 34); re-exported by ./paths. */
// appointments (consultations)
export const appointmentPaths = {
  doctors: '/consultations/doctors',
  doctor: '/consultations/doctors/:id',
  book: '/appointments',
  mine: '/appointments/mine',
  byId: '/appointments/:id',
  cancel: '/appointments/:id/cancel',
  reschedule: '/appointments/:id/reschedule',
  files: '/appointments/:id/files',
  file: '/appointments/:id/files/:fileId',
  doctorDashboard: '/doctor/appointments',
  availability: '/doctor/availability',
} as const;
// the consultation room, chat, e-prescriptions and ratings (issue 27)
export const consultationRoomPaths = {
  room: '/appointments/:id/room',
  join: '/appointments/:id/join',
  end: '/appointments/:id/end',
  messages: '/appointments/:id/messages',
  /** multipart `file` (JPG, PNG or PDF), optional field `body` as its caption */
  messageFiles: '/appointments/:id/messages/files',
  messageFile: '/appointments/:id/messages/:messageId/file',
  signal: '/appointments/:id/signal',
  prescriptions: '/appointments/:id/prescriptions',
  prescriptionPdf: '/appointments/:id/prescriptions/:prescriptionId/pdf',
  orderPrescription: '/appointments/:id/prescriptions/:prescriptionId/order',
  myPrescriptions: '/prescriptions/mine',
  doctorPrescriptions: '/doctor/prescriptions',
  rating: '/appointments/:id/rating',
} as const;
/** Mounted under /pay, next to the order payments. */
export const appointmentPaymentPaths = {
  return: '/appointments/return/:merchantTransactionId',
  callback: '/appointments/callback',
} as const;

// product reviews (issue 34)
export const reviewPaths = {
  list: '/products/:productId/reviews',
  mine: '/reviews/mine/:productId',
  create: '/reviews',
  update: '/reviews/:id',
  helpful: '/reviews/:id/helpful',
  report: '/reviews/:id/report',
  photos: '/reviews/:id/photos',
  guest: '/reviews/guest',
  guestPhotos: '/reviews/guest/photos',
  sellerList: '/seller/reviews',
  reply: '/seller/reviews/:id/reply',
  moderate: '/seller/reviews/:id/moderate',
} as const;
