import type { Locale } from "../../locales/languages";
import { translatorFor } from "./i18n";
import "./texts/conversations";

/** The staff-only 'Start a conversation' label, made on the server: a public page does not carry its text. */
export const startConversationLabel = (locale: Locale) => translatorFor(locale)("conversations:new.start");
