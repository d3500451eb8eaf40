// A vacancy's fixed value lists and rules without zod: public pages import these without the schemas.

/** Spec section 3. */
export const VACANCY_TYPES = ["volunteering", "p2p", "one-on-one", "neighbour-help", "activity", "language"] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

/** The person-to-person types (the /een-op-een-hulp bank), and whether a listing asks for help or offers it. */
export const PERSON_TO_PERSON_TYPES = ["one-on-one", "neighbour-help"] as const satisfies readonly VacancyType[];
export const HELP_KINDS = ["request", "offer"] as const;
export type HelpKind = (typeof HELP_KINDS)[number];

export const isPersonToPersonType = (type: string | null | undefined): boolean =>
  (PERSON_TO_PERSON_TYPES as readonly string[]).includes(type ?? "");

/**
 * A person-to-person listing says whether it asks for help or offers it; any other type says neither. The problem
 * as a key under api-errors:detail, or null when the pair is fine.
 */
export function helpKindProblem(
  vacancyType: string | null | undefined,
  helpKind: string | null | undefined,
): "helpKindRequired" | "helpKindNotAllowed" | null {
  if (isPersonToPersonType(vacancyType)) return helpKind ? null : "helpKindRequired";
  return helpKind ? "helpKindNotAllowed" : null;
}

/** Spec section 4. */
export const VACANCY_STATUSES = ["draft", "published", "filled", "expired", "archived", "deleted"] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** DESIGN.md section 6; expired -> published only with a future expiresAt (checked by the service). */
export const VACANCY_TRANSITIONS: Record<VacancyStatus, VacancyStatus[]> = {
  draft: ["published", "deleted"],
  published: ["filled", "expired", "archived", "deleted"],
  filled: ["published", "deleted"],
  expired: ["published", "deleted"],
  archived: ["draft", "deleted"],
  deleted: [],
};

export const canTransitionVacancy = (from: VacancyStatus, to: VacancyStatus) =>
  from === to || VACANCY_TRANSITIONS[from].includes(to);

/** Spec section 3: the general tags, then the named local programme tags. */
export const VACANCY_TAGS = [
  "multipleDates",
  "once",
  "regularly",
  "flexible",
  "multi_day",
  "free",
  "nldoet",
  "mdt",
  "maatschappelijke_stage",
] as const;
export type VacancyTag = (typeof VACANCY_TAGS)[number];

/** Spec section 3: activity frequencies. */
export const ACTIVITY_FREQUENCIES = ["once", "multi_day", "regularly"] as const;
export type ActivityFrequency = (typeof ACTIVITY_FREQUENCIES)[number];

/** Age groups a vacancy suits (ageGroupIds). */
export const AGE_GROUPS = [
  { id: 1, min: 0, max: 11 },
  { id: 2, min: 12, max: 17 },
  { id: 3, min: 18, max: 26 },
  { id: 4, min: 27, max: 64 },
  { id: 5, min: 65, max: null },
] as const;
export const AGE_GROUP_IDS = AGE_GROUPS.map((g) => g.id);

/** The Dutch a volunteer needs (CEFR); none means any level will do. */
export const LANGUAGE_LEVELS = ["none", "A2", "B1", "B2", "C1"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
