// Imported for its effect by the notifications screen and the bell's list: their texts travel with them.
import en from "../../../locales/en/lazy/notifications.json";
import nl from "../../../locales/nl/lazy/notifications.json";
import { registerNamespace } from "../i18n";

registerNamespace("notifications", { nl, en });
