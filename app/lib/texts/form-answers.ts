// Imported for its effect by the screens that check a form's answers: a respondent's page loads no back-office texts.
import en from "../../../locales/en/lazy/form-answers.json";
import nl from "../../../locales/nl/lazy/form-answers.json";
import { registerNamespace } from "../i18n";

registerNamespace("form-answers", { nl, en });
