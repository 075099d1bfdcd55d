/**
 * The policy pages' headings, English and Hindi. One home for both readers: the storefront's PolicyPage and the
 * boot page that paints a policy page before any app code loads (bootPageConfig). Kept here, not in an app's
 * text files, so the shell's build never reads another app's files.
 */
export const POLICY_TITLES = {
  en: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    return: 'Return Policy',
    shipping: 'Shipping Policy',
    cancellation: 'Order Cancellation & Return Policy',
  },
  hi: {
    terms: 'नियम और शर्तें',
    privacy: 'प्राइवेसी पॉलिसी',
    return: 'रिटर्न पॉलिसी',
    shipping: 'शिपिंग पॉलिसी',
    cancellation: 'ऑर्डर कैंसिल और रिटर्न पॉलिसी',
  },
} as const satisfies Record<'en' | 'hi', Record<string, string>>;

export type PolicyTitleKind = keyof (typeof POLICY_TITLES)['en'];

/** The heading of a policy page in a language (English for any language without its own). */
export function policyTitle(kind: PolicyTitleKind, language: string): string {
  return (language === 'hi' ? POLICY_TITLES.hi : POLICY_TITLES.en)[kind];
}
