/** Every migration in order; names are their keys in the kysely_migration table. */
import type { Migration } from 'kysely';
import * as peopleAndPlaces from './0001-people-and-places';
import * as catalogue from './0002-catalogue';
import * as content from './0003-content';
import * as commerce from './0004-commerce';
import * as searchIndexAndStoredHtml from './0060-search-index-and-stored-html';
import * as mailAndInvoices from './0040-mail-and-invoices';
import * as security from './0030-security';
import * as sellerRegistration from './0020-seller-registration';
import * as clientErrors from './0070-client-errors';
import * as jobRuns from './0080-job-runs';
import * as fulfilment from './0090-fulfilment';
import * as catalogueVersion from './0100-catalogue-version';
import * as onSaleListingIndexes from './0101-on-sale-listing-indexes';
import * as appointments from './0102-appointments';
import * as accountSafety from './0103-account-safety';
import * as consultationRoom from './0104-consultation-room';
import * as guestConfirm from './0105-guest-confirm';
import * as reviews from './0106-reviews';
import * as accountLanguage from './0170-account-language';
import * as consultationChatFiles from './0130-consultation-chat-files';
import * as guestReviews from './0160-guest-reviews';
import * as searchFieldsAndSynonyms from './0150-search-fields-and-synonyms';
import * as prescriptionsRequired from './0140-prescriptions-required';
import * as sellerVerificationAndSupplierInvoices from './0180-seller-verification-and-supplier-invoices';
import * as returnsAndCreditNotes from './0190-returns-and-credit-notes';
import * as sellerLedger from './0200-seller-ledger';
import * as searchWordIndexes from './0240-search-word-indexes';
import * as privateReturnPhotos from './0260-private-return-photos';
import * as catalogueHindiNames from './0270-catalogue-hindi-names';

export const migrations: Record<string, Migration> = {
  '0001-people-and-places': peopleAndPlaces,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-commerce': commerce,
  '0060-search-index-and-stored-html': searchIndexAndStoredHtml,
  '0040-mail-and-invoices': mailAndInvoices,
  '0030-security': security,
  '0020-seller-registration': sellerRegistration,
  '0070-client-errors': clientErrors,
  '0080-job-runs': jobRuns,
  '0090-fulfilment': fulfilment,
  '0100-catalogue-version': catalogueVersion,
  '0101-on-sale-listing-indexes': onSaleListingIndexes,
  '0102-appointments': appointments,
  '0103-account-safety': accountSafety,
  '0104-consultation-room': consultationRoom,
  '0105-guest-confirm': guestConfirm,
  '0106-reviews': reviews,
  '0170-account-language': accountLanguage,
  '0130-consultation-chat-files': consultationChatFiles,
  '0160-guest-reviews': guestReviews,
  '0150-search-fields-and-synonyms': searchFieldsAndSynonyms,
  '0140-prescriptions-required': prescriptionsRequired,
  '0180-seller-verification-and-supplier-invoices': sellerVerificationAndSupplierInvoices,
  '0190-returns-and-credit-notes': returnsAndCreditNotes,
  '0200-seller-ledger': sellerLedger,
  '0240-search-word-indexes': searchWordIndexes,
  '0260-private-return-photos': privateReturnPhotos,
  '0270-catalogue-hindi-names': catalogueHindiNames,
};
