// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/match-followups.json";
import nl from "../../../locales/nl/lazy/match-followups.json";
import { registerNamespace } from "../i18n";

registerNamespace("match-followups", { nl, en });
