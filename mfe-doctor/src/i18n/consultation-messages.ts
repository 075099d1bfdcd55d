/**
 * The domain's consultation messages (CONSULTATION_MESSAGES) in the language on screen, through the shared
 * domain tables (shared-lib/i18n `useDomainTexts`, `localizeText`): English pages load no Hindi.
 */
import { CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import { localizeText, useDomainTexts } from 'shared-lib/i18n';

/** The table of the language on screen; re-renders on a language change. */
export const useConsultationMessages = () => useDomainTexts('consultations', CONSULTATION_MESSAGES);

/** A consultation message given in English (a rule's answer) in the language on screen; other texts unchanged. */
export const localizeConsultationText = localizeText;
