import type { Locale } from "../../../locales/languages";
import { translatorFor } from "../../lib/i18n";
import "../../lib/texts/conversations";

/** The staff-only 'Start a conversation' label, made on the server: a public page does not carry its text. */
export const startConversationLabel = (locale: Locale) => translatorFor(locale)("conversations:new.start");
