import applications from "./en/applications.json";
import calendar from "./en/calendar.json";
import common from "./en/common.json";
import errors from "./en/errors.json";
import home from "./en/home.json";
import organizations from "./en/organizations.json";
import personToPerson from "./en/person-to-person.json";
import vacancies from "./en/vacancies.json";
import vacancySearch from "./en/vacancy-search.json";
import validation from "./en/validation.json";

/** The English texts, one object per namespace: a chunk of its own, so that the browser loads only its page's language. */
export const catalogue = {
  common,
  errors,
  validation,
  home,
  organizations,
  applications,
  vacancies,
  "vacancy-search": vacancySearch,
  calendar,
  "person-to-person": personToPerson,
};
