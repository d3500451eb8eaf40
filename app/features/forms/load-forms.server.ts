import type { RouterContextProvider } from "react-router";
import { FORM_ACCESS_PERMISSIONS, type Form } from "../../../contract/forms";
import { listMeta, oneOf, pageParam, searchParam } from "../../lib/list-params";
import { pageContext } from "../../lib/page-context.server";

export const FORMS_PAGE_SIZE = 25;

/** The centre's forms for a list screen, by the address's search (q), access filter and page. */
export async function loadForms(context: Readonly<RouterContextProvider>, url: URL) {
  const q = searchParam(url.searchParams);
  const access = oneOf(FORM_ACCESS_PERMISSIONS, url.searchParams.get("access"));
  const page = pageParam(url.searchParams);
  const list = await pageContext(context).api.get<Form[]>("/api/v1/forms", {
    filter: { search: q || undefined, access_permission: access || undefined },
    page: { number: page, size: FORMS_PAGE_SIZE },
  });
  return { forms: list.data, ...listMeta(list.meta), page, q, access };
}

export type FormsList = Awaited<ReturnType<typeof loadForms>>;
