/** Prescription-required medicines (issue 28): the patient's prescriptions, the seller's reviews, an order's state. */
export const rxPaths = {
  /** POST multipart `files` (1..3; jpg, png or pdf by content; 10 MB each): a new prescription of the caller (patients) */
  upload: '/rx/documents',
  /** GET: the caller's prescriptions usable for a new order (approved and valid uploads, valid e-prescriptions) */
  mine: '/rx/documents',
  /** POST { eprescription_id }: use an e-prescription of one of the caller's consultations */
  fromEprescription: '/rx/documents/from-eprescription',
  /** GET: one file's bytes (private; every view is logged) */
  file: '/rx/files/:id',
  /** GET: the prescription state of one of the caller's orders */
  orderState: '/rx/orders/:id',
  /** POST { document_id }: the one new prescription after a rejection, while the order is open */
  reupload: '/rx/orders/:id/reupload',
  /** GET: the seller's "Prescriptions to review" queue (pending first, then the latest decisions) */
  queue: '/seller/rx-reviews',
  approve: '/seller/rx-reviews/:id/approve',
  reject: '/seller/rx-reviews/:id/reject',
} as const;
export const RX_FILES_FIELD = 'files';
