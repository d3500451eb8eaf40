// Imported for its effect by the operator console's screens: console texts never travel with a tenant's pages.
import en from "../../../locales/en/lazy/platform.json";
import nl from "../../../locales/nl/lazy/platform.json";
import { registerNamespace } from "../i18n";

registerNamespace("platform", { nl, en });
