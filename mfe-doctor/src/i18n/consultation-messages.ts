/**
 * The domain's consultation messages (CONSULTATION_MESSAGES) in the language on screen: English is the table
 * itself; the Hindi table arrives with the doctor app's Hindi texts (texts.ts), so English pages never load it.
 */
import { CONSULTATION_MESSAGES } from 'shared-lib/domain/consultations';
import type { Translated } from 'shared-lib/domain/i18n/translated';
import { currentLanguage, useTranslation } from 'shared-lib/i18n';

type ConsultationMessages = Translated<typeof CONSULTATION_MESSAGES>;
let hindi: ConsultationMessages | undefined;
let hindiOf: Map<string, string> | undefined;

export function setConsultationMessagesHi(table: ConsultationMessages): void {
  hindi = table;
  hindiOf = new Map(Object.entries(CONSULTATION_MESSAGES).map(([key, english]) => [english, table[key as keyof ConsultationMessages]]));
}

/** The table of the language on screen; re-renders on a language change (the `doctor` namespace loads it). */
export function useConsultationMessages(): ConsultationMessages {
  useTranslation('doctor');
  return currentLanguage() === 'hi' && hindi ? hindi : CONSULTATION_MESSAGES;
}

/** A consultation message given in English (a rule's answer) in the language on screen; other texts unchanged. */
export function localizeConsultationText(text: string): string {
  return currentLanguage() === 'hi' ? (hindiOf?.get(text) ?? text) : text;
}
