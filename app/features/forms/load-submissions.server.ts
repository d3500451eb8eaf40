import type { RouterContextProvider } from "react-router";
import type { FormSubmission } from "../../../contract/form-submissions";
import { listMeta, pageParam, searchParam } from "../../lib/list-params";
import { pageContext } from "../../lib/page-context.server";

export const SUBMISSIONS_PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The submission filters of an address (q, marked, from, to); only well-formed values, so a hand-edited one lists. */
export function submissionFilters(search: URLSearchParams) {
  const marked = search.get("marked");
  const date = (name: string) => {
    const value = search.get(name) ?? "";
    return DATE.test(value) ? value : "";
  };
  return {
    q: searchParam(search),
    marked: marked === "true" || marked === "false" ? marked : "",
    from: date("from"),
    to: date("to"),
  };
}

export type SubmissionFilters = ReturnType<typeof submissionFilters>;

/** The API's filter parameters for the filters, snake_case as the wire names them (for the CSV export's address). */
export const submissionApiFilter = (filters: SubmissionFilters) => ({
  search: filters.q || undefined,
  marked: filters.marked || undefined,
  created_at_gteq: filters.from || undefined,
  created_at_lteq: filters.to || undefined,
});

/** A form's submissions for its overview, newest first, by the address's filters and page. */
export async function loadSubmissions(context: Readonly<RouterContextProvider>, formId: string, url: URL) {
  const filters = submissionFilters(url.searchParams);
  const page = pageParam(url.searchParams);
  const list = await pageContext(context).api.get<FormSubmission[]>(`/api/v1/forms/${encodeURIComponent(formId)}/submissions`, {
    filter: submissionApiFilter(filters),
    page: { number: page, size: SUBMISSIONS_PAGE_SIZE },
  });
  const { total, pages } = listMeta(list.meta);
  return {
    submissions: list.data,
    total,
    pageCount: pages,
    page,
    filters,
    filtered: Object.values(filters).some(Boolean),
  };
}

export type SubmissionsList = Awaited<ReturnType<typeof loadSubmissions>>;
