import { ACCOUNT_SAFETY_MESSAGES } from '../account-safety';
import { RATE_LIMIT_MESSAGES } from '../rate-limits';
import { localizeMessage } from './server-texts';
import { pairTemplates, translateByTemplate } from './text-templates';

describe('messages with arguments in Hindi', () => {
  it('translates a message a table function made, with its arguments in place', () => {
    const english = ACCOUNT_SAFETY_MESSAGES.codUnitsPerProduct(5, 'Triphala Churna 100 g');
    const hindi = localizeMessage(english, 'hi');
    expect(hindi).not.toBe(english);
    expect(hindi).toContain('5');
    expect(hindi).toContain('Triphala Churna 100 g');
    expect(localizeMessage(english, 'en')).toBe(english);
  });

  it('translates the rate limit and coupon messages too', () => {
    const wait = RATE_LIMIT_MESSAGES.tooManyAttempts('15 minutes');
    expect(localizeMessage(wait, 'hi')).not.toBe(wait);
    const coupon = ACCOUNT_SAFETY_MESSAGES.couponMinOrder(499);
    expect(localizeMessage(coupon, 'hi')).toContain('499');
    expect(localizeMessage(coupon, 'hi')).not.toBe(coupon);
  });

  it('leaves a message no template made unchanged, and a function whose output hides an argument out', () => {
    const templates = pairTemplates({ a: (n: number) => `Only ${n * 2} left`, b: (x: string) => `Hello ${x}` }, { a: (n: number) => `केवल ${n * 2}`, b: (x: string) => `नमस्ते ${x}` });
    expect(templates).toHaveLength(1);
    expect(translateByTemplate('Hello Asha', templates)).toBe('नमस्ते Asha');
    expect(translateByTemplate('Goodbye Asha', templates)).toBeNull();
  });
});
