/** The domain's texts in other languages than English (issue 31); the server's picker of the caller's language. */
export { MESSAGES_HI } from './messages-hi';
export { API_MESSAGES_HI } from './api-messages-hi';
export { registerServerTexts, localizeMessage, localizedApiMessage, messagesFor, apiMessagesFor, type LocalizedText } from './server-texts';
export type { Translated } from './translated';
export { INVOICE_LABELS_HI } from './invoice-hi';
export { DOMAIN_TABLES, type DomainTables, type DomainTableName } from './tables';
export { DOMAIN_TABLES_HI, type TranslatedTables } from './tables-hi';
