// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/social-map.json";
import nl from "../../../locales/nl/lazy/social-map.json";
import { registerNamespace } from "../i18n";

registerNamespace("social-map", { nl, en });
