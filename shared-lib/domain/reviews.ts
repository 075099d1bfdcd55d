/**
 * Product reviews (issue 34): who may review, the limits, the abusive-word rule, the reviewer's shown name
 * and every text of the feature. Pure: imported by the API and the apps (by path, like consultations).
 */
export const REVIEW_STATUSES = ['published', 'held', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
/** reports by this many different users hold a review for moderation */
export const REPORTS_TO_HOLD = 3;
export const REVIEW_PAGE_SIZE = 5;
/** the form field of review photos (multipart) */
export const REVIEW_PHOTO_FIELD = 'photos';
/** a guest's review link (in the delivered mail) stays valid this many days after delivery */
export const GUEST_REVIEW_LINK_DAYS = 90;

/** The default abusive words (English and Hindi, Latin and Devanagari); REVIEW_BLOCKED_WORDS replaces them. */
export const DEFAULT_BLOCKED_WORDS = [
  'fuck', 'fucking', 'shit', 'bitch', 'bastard', 'asshole', 'idiot', 'moron',
  'chutiya', 'chutiye', 'harami', 'haramkhor', 'kamina', 'kamine', 'bhenchod', 'madarchod', 'gandu', 'saala',
  'चूतिया', 'हरामी', 'कमीना', 'कमीने', 'गांडू', 'भेनचोद', 'मादरचोद',
];

/** The words of a text, lower-cased (letters, their marks and digits; Devanagari stays whole). */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** The first blocked word the text contains, or null. */
export function abusiveWordIn(text: string, blocked: readonly string[]): string | null {
  const list = new Set(blocked.map((word) => word.trim().toLowerCase()).filter(Boolean));
  return words(text).find((word) => list.has(word)) ?? null;
}

/** Plain text as stored: line ends normalised, control characters dropped, trimmed. Never interpreted as HTML. */
export function plainText(text: string | undefined | null): string {
  // eslint-disable-next-line no-control-regex
  return (text ?? '').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();
}

/** 'Aarav P.': the first name and the last initial. */
export function reviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim() || 'Customer';
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The average with one decimal ('4.3'), '0.0' without reviews. */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

export const REVIEW_MESSAGES = {
  notEligible: 'Only a buyer who received this product can review it',
  notAPatient: 'Only patients who bought this product can review it',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead',
  reviewNotFound: 'Review not found',
  notYourReview: 'You can only edit your own review',
  productNotFound: 'Product not found',
  ratingRequired: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  textTooLong: `The review can be at most ${REVIEW_TEXT_MAX} characters`,
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason can be at most ${REVIEW_REASON_MAX} characters`,
  replyRequired: 'Please write a reply',
  replyTooLong: `The reply can be at most ${REVIEW_REPLY_MAX} characters`,
  alreadyReplied: 'This review already has your reply',
  notYourProduct: 'You can only reply to reviews of your own products',
  ownReviewVote: 'You cannot mark your own review as helpful',
  alreadyVoted: 'You have already marked this review as helpful',
  alreadyReported: 'You have already reported this review',
  onlyHouseModerates: 'Only the shop moderates reviews',
  notHeld: 'Only a review held for moderation can be restored or removed',
  saved: 'Thank you: your review is published',
  savedHeld: 'Thank you: your review will be published once a moderator has read it',
  updated: 'Your review is updated',
  voted: 'Thanks for your feedback',
  reported: 'Thank you: the review is reported and our team will look at it',
  replied: 'Your reply is published',
  restored: 'The review is published again',
  removed: 'The review is removed and its author told why',
  heldForReports: `Reported by ${REPORTS_TO_HOLD} users`,
  heldForWords: 'Contains a word on the abusive-words list',
  dosageReminder: 'Share your experience with the product. Please do not give dosage advice: that is for your doctor.',
  verifiedPurchase: 'Verified purchase',
  noReviews: 'No reviews yet',
  tooManyPhotos: `A review can have at most ${REVIEW_PHOTOS_MAX} photos`,
  photoRequired: 'Please choose a photo',
  photosAdded: 'Your photos are added to your review',
  guestLinkInvalid: 'This review link is not valid',
  guestLinkExpired: 'This review link has expired',
  guestNotEligible: 'This order line was not delivered, or was returned: it cannot be reviewed',
  guestAlreadyReviewed: 'This product of your order is already reviewed',
  guestReviewFor: (product: string) => `Review ${product}`,
} as const;
