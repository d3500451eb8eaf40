import { isPersonToPersonType, VACANCY_TYPES } from "../../../contract/vacancy-options";

/**
 * "Help me kiezen" (issue 44, item 3): a few questions, one a screen, whose answers are the bank's own filters, carried
 * from screen to screen in the query string under the bank's names, so the last one ends in the bank with them set.
 * Within a question its choices are alternatives (as in the bank's facets); each question is its own filter, so two
 * questions never widen each other.
 */

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
export const GUIDED_NAMES: string[] = GUIDED_QUESTIONS.flatMap((q) => [...q.names]);

/** The types offered as "with whom"; the person-to-person ones only where the centre has that help (its switch). */
export function guidedTypes(personToPerson: boolean): string[] {
  return VACANCY_TYPES.filter((type) => personToPerson || !isPersonToPersonType(type));
}

export interface GuidedState {
  /** The answers so far, as the bank's query. */
  answers: URLSearchParams;
  /** 1..GUIDED_QUESTIONS.length; one past the last means done. */
  step: number;
  /** "Near a place" chosen without a place: that question again, with this message key. */
  problem: "placeMissing" | null;
}

export const indexOf = (id: GuidedQuestionId) => GUIDED_QUESTIONS.findIndex((q) => q.id === id);

/** The answers without one question's: what its screen carries on in hidden fields, and what skipping it leaves. */
export function otherAnswers(answers: URLSearchParams, step: number): URLSearchParams {
  const own = new Set<string>(GUIDED_QUESTIONS[step - 1]?.names ?? []);
  return new URLSearchParams([...answers].filter(([name]) => !own.has(name)));
}
