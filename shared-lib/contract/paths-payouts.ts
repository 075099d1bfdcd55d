/** Paths of the seller payouts (issue 33); re-exported by ./paths. */
export const payoutPaths = {
  /** GET: balance, next payout, statements and the ledger entries (paginated) */
  summary: '/seller/payments',
  /** GET: a statement as CSV */
  statementCsv: '/seller/payments/statements/:id/csv',
  /** GET: a statement as PDF */
  statementPdf: '/seller/payments/statements/:id/pdf',
  /** GET ?month=YYYY-MM: the monthly TCS report (GSTR-8 figures) per seller, CSV; the house seller only */
  tcsReport: '/seller/payments/tcs-report',
} as const;
