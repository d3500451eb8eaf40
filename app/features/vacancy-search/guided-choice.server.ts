import { VACANCY_TYPES } from "../../../contract/vacancy-options";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import type { Locale } from "../../../locales/languages";
import {
  GUIDED_GAINS,
  GUIDED_HOURS,
  GUIDED_NAMES,
  GUIDED_QUESTIONS,
  GUIDED_TAGS,
  type GuidedState,
  indexOf,
  WHERE_PARAM,
} from "./guided-choice";
import { GUIDED_PARAM, guidedPathOf, STEP_PARAM } from "./guided-link";
import { cleanParams } from "./vacancy-search";

// The loader's side of "Help me kiezen": reading an address's answers and where they lead (the bank's code stays out
// of the questions' screen).

/** The values each name may have; anything else in an address is dropped. */
function allowed(name: string, value: string): boolean {
  switch (name) {
    case "themes":
      return (VACANCY_THEME_IDS as readonly string[]).includes(value);
    case "vacancy_type":
      return (VACANCY_TYPES as readonly string[]).includes(value);
    case "tags":
      return (GUIDED_TAGS as readonly string[]).includes(value);
    case "hours_per_week":
      return (GUIDED_HOURS as readonly string[]).includes(value);
    case "from_home":
    case "remote":
      return value === "true";
    case "near":
      return value.length <= 100;
    case "radius_km":
      return /^\d{1,3}$/.test(value);
    default:
      return GUIDED_GAINS.some((gain) => gain.name === name && gain.value === value);
  }
}

/** The address's answers and step: only the questions' names and values, "where" turned into the bank's filter. */
export function guidedStateOf(params: URLSearchParams): GuidedState {
  const given = new URLSearchParams(params);
  const where = given.get(WHERE_PARAM);
  let problem: GuidedState["problem"] = null;
  if (where === "from_home" || where === "remote") {
    for (const name of ["from_home", "remote", "near", "radius_km"]) given.delete(name);
    given.set(where, "true");
  } else if (where === "near" && !given.get("near")?.trim()) problem = "placeMissing";
  const answers = new URLSearchParams();
  for (const [name, value] of cleanParams(given)) {
    if (!GUIDED_NAMES.includes(name)) continue;
    const values = value.split(",").filter((v) => allowed(name, v));
    if (values.length) answers.set(name, values.join(","));
  }
  // A place wins over a ticked "from home" left in the address: one answer to where.
  if (answers.has("near")) for (const name of ["from_home", "remote"]) answers.delete(name);
  else answers.delete("radius_km");
  const asked = Number.parseInt(given.get(STEP_PARAM) ?? "1", 10);
  const step = problem
    ? indexOf("where") + 1
    : Number.isNaN(asked)
      ? 1
      : Math.min(Math.max(asked, 1), GUIDED_QUESTIONS.length + 1);
  return { answers, step, problem };
}

/** The bank with the answers as its filters, marked as reached from the questions. */
export function bankHref(locale: Locale | string, answers: URLSearchParams): string {
  const query = cleanParams(answers);
  query.set(GUIDED_PARAM, "1");
  return `/${locale}/vacancies/search?${query}`;
}

/** Whether the page was opened under the other language's path (a language switch): it answers under its own. */
export function isOwnPath(locale: Locale | string, pathname: string): boolean {
  return pathname.replace(/\/$/, "") === `/${locale}${guidedPathOf(locale)}`;
}
