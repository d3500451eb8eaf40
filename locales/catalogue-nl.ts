import applications from "./nl/applications.json";
import calendar from "./nl/calendar.json";
import common from "./nl/common.json";
import errors from "./nl/errors.json";
import home from "./nl/home.json";
import organizations from "./nl/organizations.json";
import personToPerson from "./nl/person-to-person.json";
import vacancies from "./nl/vacancies.json";
import vacancySearch from "./nl/vacancy-search.json";
import validation from "./nl/validation.json";

/** The Dutch texts, one object per namespace: a chunk of its own, so that the browser loads only its page's language. */
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
