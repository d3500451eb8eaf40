// Imported for its effect by the screens that show these texts: they travel with those screens, not with every page.
import en from "../../../locales/en/lazy/mail-deliveries.json";
import nl from "../../../locales/nl/lazy/mail-deliveries.json";
import { registerNamespace } from "../i18n";

registerNamespace("mail-deliveries", { nl, en });
