// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/guided-choice.json";
import nl from "../../../locales/nl/lazy/guided-choice.json";
import { registerNamespace } from "../i18n";

registerNamespace("guided-choice", { nl, en });
