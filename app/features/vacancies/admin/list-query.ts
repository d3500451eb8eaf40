import type { ApiQuery } from "../../../../contract/api-client";
import { VACANCY_STATUSES, VACANCY_TYPES, type VacancyStatus, type VacancyType } from "../../../../contract/vacancy-options";

/** The statuses the back office lists (a deleted vacancy is gone for everyone). */
export const LIST_STATUSES = VACANCY_STATUSES.filter((s) => s !== "deleted") as Exclude<VacancyStatus, "deleted">[];
export const LIST_SORTS = ["-created_at", "created_at", "title", "-title", "expires_at", "-expires_at", "status"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_PAGE_SIZE = 25;

/** A language filter, as the pages list has (?language=without_english): vacancies with no English title yet. */
export const LANGUAGE_FILTERS = ["without_english"] as const;

/**
 * The list's state as the address holds it (?status=&type=&organization=&language=&q=&sort=&page=); bad values are
 * dropped.
 */
export interface ListState {
  status: Exclude<VacancyStatus, "deleted"> | null;
  type: VacancyType | null;
  organization: string | null;
  language: (typeof LANGUAGE_FILTERS)[number] | null;
  q: string;
  sort: ListSort;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function readListState(params: URLSearchParams): ListState {
  const organization = params.get("organization");
  const page = Number(params.get("page"));
  return {
    status: oneOf(LIST_STATUSES, params.get("status")),
    type: oneOf(VACANCY_TYPES, params.get("type")),
    organization: organization && /^[1-9]\d{0,9}$/.test(organization) ? organization : null,
    language: oneOf(LANGUAGE_FILTERS, params.get("language")),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    sort: oneOf(LIST_SORTS, params.get("sort")) ?? "-created_at",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** GET /api/v1/vacancies for that state (the filters of VACANCY_QUERY; ransack-style names). */
export function toApiQuery(state: ListState, size = LIST_PAGE_SIZE): ApiQuery {
  return {
    include: ["organization"],
    filter: {
      status_eq: state.status ?? undefined,
      vacancy_type_eq: state.type ?? undefined,
      organization_id_eq: state.organization ?? undefined,
      title_cont: state.q || undefined,
      without_english: state.language === "without_english" ? "true" : undefined,
    },
    sort: [state.sort],
    page: { number: state.page, size },
  };
}

/** The address of the list with some of its state changed; a change of filter goes back to the first page. */
export function listHref(state: ListState, change: Partial<ListState>): string {
  const next = { ...state, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.type) params.set("type", next.type);
  if (next.organization) params.set("organization", next.organization);
  if (next.language) params.set("language", next.language);
  if (next.q) params.set("q", next.q);
  if (next.sort !== "-created_at") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
