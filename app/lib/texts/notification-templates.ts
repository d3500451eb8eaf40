// Imported for its effect by the e-mail template screens: their texts travel with them.
import en from "../../../locales/en/lazy/notification-templates.json";
import nl from "../../../locales/nl/lazy/notification-templates.json";
import { registerNamespace } from "../i18n";

registerNamespace("notification-templates", { nl, en });
