/** Returns, refunds and credit notes (issue 33, part B). */
export const returnPaths = {
  /** GET: the order's lines with what may still be returned and until when, its returns, refunds and credit notes (patient) */
  ofOrder: '/orders/:uniqueId/returns',
  /** POST: request a return of chosen lines (patient) */
  request: '/orders/:uniqueId/returns',
  /** POST: photos of the caller's return (multipart `photos`) */
  photos: '/returns/:id/photos',
  /** GET: one photo of a return, private: the order's patient, the return's seller and the house seller (token) */
  photo: '/returns/:id/photos/:photoId',
  /** GET: the seller's returns, newest first (?status=) */
  sellerList: '/seller/returns',
  /** PUT: approve or reject a requested return */
  decide: '/seller/returns/:id/decision',
  /** PUT: approved -> pickup scheduled -> picked up -> received (with restock or not) */
  move: '/seller/returns/:id/status',
  /** GET: a credit note PDF: the order's patient, its guest (?contact=), or the seller whose lines it credits */
  creditNote: '/orders/:uniqueId/credit-notes/:id',
} as const;
