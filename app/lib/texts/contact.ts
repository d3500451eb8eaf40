// Imported for its effect by the contact page: its texts travel with it, not with every page.
import en from "../../../locales/en/lazy/contact.json";
import nl from "../../../locales/nl/lazy/contact.json";
import { registerNamespace } from "../i18n";

registerNamespace("contact", { nl, en });
