// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/embed.json";
import nl from "../../../locales/nl/lazy/embed.json";
import { registerNamespace } from "../i18n";

registerNamespace("embed", { nl, en });
