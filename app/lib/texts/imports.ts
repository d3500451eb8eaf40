// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/imports.json";
import nl from "../../../locales/nl/lazy/imports.json";
import { registerNamespace } from "../i18n";

registerNamespace("imports", { nl, en });
