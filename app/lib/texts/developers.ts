// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/developers.json";
import nl from "../../../locales/nl/lazy/developers.json";
import { registerNamespace } from "../i18n";

registerNamespace("developers", { nl, en });
