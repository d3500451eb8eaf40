// Imported for its effect by the sign-in, sign-up, profile and user screens: their texts travel with them.
import en from "../../../locales/en/lazy/identity.json";
import nl from "../../../locales/nl/lazy/identity.json";
import { registerNamespace } from "../i18n";

registerNamespace("identity", { nl, en });
