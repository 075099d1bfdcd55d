/**
 * Sellers are verified before they sell (issue 33): a new registration is pending until the house seller
 * approves it; it may be rejected with a reason, and a verified seller suspended later (with a reason).
 * Only a verified seller's products are shown to shoppers. Pure: no I/O.
 */
export const SELLER_VERIFICATION = { pending: 'pending', verified: 'verified', rejected: 'rejected', suspended: 'suspended' } as const;
export type SellerVerificationStatus = (typeof SELLER_VERIFICATION)[keyof typeof SELLER_VERIFICATION];
export const SELLER_VERIFICATION_STATUSES: readonly SellerVerificationStatus[] = ['pending', 'verified', 'rejected', 'suspended'];

export const SELLER_VERIFICATION_LABELS: Readonly<Record<SellerVerificationStatus, string>> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** The house seller's decisions and the states each may start from. */
export const SELLER_DECISIONS = { approve: 'approve', reject: 'reject', suspend: 'suspend' } as const;
export type SellerDecision = (typeof SELLER_DECISIONS)[keyof typeof SELLER_DECISIONS];
export const SELLER_DECISION_FROM: Readonly<Record<SellerDecision, readonly SellerVerificationStatus[]>> = {
  // a rejected or suspended seller may be approved again once it has put things right
  approve: ['pending', 'rejected', 'suspended'],
  reject: ['pending'],
  suspend: ['verified'],
};
export const SELLER_DECISION_RESULT: Readonly<Record<SellerDecision, SellerVerificationStatus>> = { approve: 'verified', reject: 'rejected', suspend: 'suspended' };

export const SELLER_REASON_MIN = 5;
export const SELLER_REASON_MAX = 500;

export const SELLER_VERIFICATION_MESSAGES = {
  houseOnly: 'Only the AyurVeda Bazaar house seller verifies sellers',
  sellerNotFound: 'Seller not found',
  reasonRequired: `Please give the reason (${SELLER_REASON_MIN} to ${SELLER_REASON_MAX} characters)`,
  notAllowedFrom: (decision: SellerDecision, status: SellerVerificationStatus) => `A seller that is ${SELLER_VERIFICATION_LABELS[status].toLowerCase()} cannot be ${decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'suspended'}`,
  houseNotDecided: 'The house seller is always verified',
  approved: 'The seller is verified; its products on sale are now shown to shoppers',
  rejected: 'The registration is rejected and the seller has been told why',
  suspended: 'The seller is suspended; its products are hidden from shoppers',
  pendingBanner: 'Pending verification: you can prepare your products, but shoppers will see them only after AyurVeda Bazaar has verified your registration.',
  rejectedBanner: 'Your registration was not approved:',
  suspendedBanner: 'Your seller account is suspended; shoppers do not see your products:',
} as const;

/** A reason given with a rejection or suspension: trimmed, within the bounds, else null. */
export function sellerDecisionReason(decision: SellerDecision, reason: string | undefined): string | null | false {
  if (decision === 'approve') return null;
  const text = (reason ?? '').trim();
  return text.length >= SELLER_REASON_MIN && text.length <= SELLER_REASON_MAX ? text : false;
}
