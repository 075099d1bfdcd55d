/**
 * Typed texts (issue 31): every app's English texts are the resources type of i18next, so `t('key')` with a
 * key that is missing from the app's en.json fails `tsc`; the key-parity test (shared-lib/i18n/parity.test.ts)
 * keeps hi.json in step with en.json. Add an app's namespace here when it is translated.
 */
import 'i18next';
import type shell from '../shell/src/i18n/en.json';
import type ui from '../shared-lib/ui/i18n/en.json';
import type seller from '../mfe-seller/src/i18n/en.json';
import type patient from '../mfe-patient/src/i18n/en.json';
import type doctor from '../mfe-doctor/src/i18n/en.json';
import type storefront from '../mfe-storefront/src/i18n/en.json';
import type checkout from '../mfe-checkout/src/i18n/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: {
      shell: typeof shell;
      ui: typeof ui;
      seller: typeof seller;
      patient: typeof patient;
      doctor: typeof doctor;
      storefront: typeof storefront;
      checkout: typeof checkout;
      /** the domain's texts (MESSAGES): a marker namespace, see shared-lib/i18n/messages.ts */
      messages: { loaded: boolean };
      /** the other domain tables (shared-lib/domain/i18n/tables.ts): a marker namespace too */
      domain: { loaded: boolean };
    };
  }
}
