// Imported for its effect by the toolbar's activity panel: its texts travel with it.
import en from "../../../locales/en/lazy/activity.json";
import nl from "../../../locales/nl/lazy/activity.json";
import { registerNamespace } from "../i18n";

registerNamespace("activity", { nl, en });
