import applications from "./nl/applications.json";
import calendar from "./nl/calendar.json";
import common from "./nl/common.json";
import dashboard from "./nl/dashboard.json";
import errors from "./nl/errors.json";
import home from "./nl/home.json";
import identity from "./nl/identity.json";
import mail from "./nl/mail.json";
import organizations from "./nl/organizations.json";
import personToPerson from "./nl/person-to-person.json";
import profile from "./nl/profile.json";
import test from "./nl/test.json";
import vacancies from "./nl/vacancies.json";
import vacancyAdmin from "./nl/vacancy-admin.json";
import vacancySearch from "./nl/vacancy-search.json";
import validation from "./nl/validation.json";

/** The Dutch texts, one object per namespace: a chunk of its own, so that the browser loads only its page's language. */
export const catalogue = {
  common,
  errors,
  validation,
  home,
  identity,
  mail,
  organizations,
  profile,
  test,
  applications,
  "vacancy-admin": vacancyAdmin,
  vacancies,
  "vacancy-search": vacancySearch,
  calendar,
  dashboard,
  "person-to-person": personToPerson,
};
