import { isPersonToPersonType, VACANCY_TYPES } from "../../../contract/vacancy-options";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import type { Locale } from "../../../locales/languages";
import { cleanParams } from "./vacancy-search";

/**
 * "Help me kiezen" (issue 44, item 3): a few questions, one a screen, whose answers are the bank's own filters, carried
 * from screen to screen in the query string under the bank's names, so the last one ends in the bank with them set.
 * Within a question its choices are alternatives (as in the bank's facets); each question is its own filter, so two
 * questions never widen each other.
 */

/** The page's path in each language; another language uses the English one. */
export const GUIDED_PATHS: Record<string, string> = { nl: "/hulp-bij-kiezen", en: "/help-me-choose" };
export const guidedPathOf = (locale: Locale | string) => GUIDED_PATHS[locale] ?? GUIDED_PATHS.en;

/** Marks the bank reached from the questions: it then says why it shows these ("Omdat je koos voor ..."). */
export const GUIDED_PARAM = "guided";
export const STEP_PARAM = "step";
/** The where question's choice; the bank knows its value as from_home=true, remote=true or a place. */
export const WHERE_PARAM = "where";

/** Hours a week offered as "at most": the bank's hours_per_week. */
export const GUIDED_HOURS = ["2", "4", "8", "16"] as const;
export const GUIDED_TAGS = ["once", "regularly", "flexible", "multi_day"] as const;
export const GUIDED_WHERE = ["from_home", "remote", "near"] as const;
/** What a volunteer may want from it, each the bank's filter with its value. */
export const GUIDED_GAINS = [
  { key: "expenses", name: "expenses_reimbursed", value: "true" },
  { key: "noVog", name: "vog_required", value: "false" },
  { key: "practiseDutch", name: "language_level", value: "A2" },
] as const;

export const GUIDED_QUESTIONS = [
  { id: "work", names: ["themes"] },
  { id: "with", names: ["vacancy_type"] },
  { id: "time", names: ["tags", "hours_per_week"] },
  { id: "where", names: ["from_home", "remote", "near", "radius_km"] },
  { id: "gain", names: GUIDED_GAINS.map((gain) => gain.name) },
] as const;
export type GuidedQuestionId = (typeof GUIDED_QUESTIONS)[number]["id"];
const ALL_NAMES: string[] = GUIDED_QUESTIONS.flatMap((q) => [...q.names]);

/** The types offered as "with whom"; the person-to-person ones only where the centre has that help (its switch). */
export function guidedTypes(personToPerson: boolean): string[] {
  return VACANCY_TYPES.filter((type) => personToPerson || !isPersonToPersonType(type));
}

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

export interface GuidedState {
  /** The answers so far, as the bank's query. */
  answers: URLSearchParams;
  /** 1..GUIDED_QUESTIONS.length; one past the last means done. */
  step: number;
  /** "Near a place" chosen without a place: that question again, with this message key. */
  problem: "placeMissing" | null;
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
    if (!ALL_NAMES.includes(name)) continue;
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

const indexOf = (id: GuidedQuestionId) => GUIDED_QUESTIONS.findIndex((q) => q.id === id);

/** The answers without one question's: what its screen carries on in hidden fields, and what skipping it leaves. */
export function otherAnswers(answers: URLSearchParams, step: number): URLSearchParams {
  const own = new Set<string>(GUIDED_QUESTIONS[step - 1]?.names ?? []);
  return new URLSearchParams([...answers].filter(([name]) => !own.has(name)));
}

/** The guided page at a step with these answers. */
export function stepHref(locale: Locale | string, answers: URLSearchParams, step: number): string {
  const query = new URLSearchParams(answers);
  if (step > 1) query.set(STEP_PARAM, String(step));
  const text = query.toString();
  return `/${locale}${guidedPathOf(locale)}${text ? `?${text}` : ""}`;
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
