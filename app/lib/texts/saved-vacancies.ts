// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/saved-vacancies.json";
import nl from "../../../locales/nl/lazy/saved-vacancies.json";
import { registerNamespace } from "../i18n";

registerNamespace("saved-vacancies", { nl, en });
