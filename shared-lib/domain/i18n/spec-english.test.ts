/**
 * English stays the spec's (issue 31): the texts the spec quotes, spellings included, are the English values
 * the apps and the API show; Hindi is a separate table and never replaces them. A caller that does not ask
 * for Hindi gets them unchanged.
 */
import { MESSAGES } from 'shared-lib/domain/core';
import { localizeMessage, messagesFor } from 'shared-lib/domain/i18n';

const SPEC_QUOTES = [
  'Signedup SuccesFully!,Please Login',
  'Please a Select Address',
  'This product is not avalable for the given location. Please enter the allowded locations.',
  'Your Cart is empty.',
  'Your session has been expired. Login Again to Continue',
  'Your item added to cart SuccesFully',
];

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

test("the spec's quoted texts are the English values, verbatim", () => {
  const english = strings(messagesFor('en'));
  for (const quote of SPEC_QUOTES) expect(english).toContain(quote);
  expect(messagesFor('en')).toBe(MESSAGES);
  expect(MESSAGES.listCount(3)).toBe('Natural Health Supplements | 3 item(s)');
});

test('English callers get the English text unchanged; Hindi callers its translation', () => {
  expect(localizeMessage(MESSAGES.checkout.selectAddress, 'en')).toBe('Please a Select Address');
  expect(localizeMessage(MESSAGES.checkout.selectAddress, 'hi')).toBe('कृपया एक पता चुनें');
  expect(localizeMessage(MESSAGES.cartEmpty, 'hi')).toBe('आपका कार्ट खाली है।');
  expect(localizeMessage('A text no table has', 'hi')).toBe('A text no table has');
});
