import type { RouterContextProvider } from "react-router";
import { FORM_ACCESS_PERMISSIONS, type Form } from "../../../contract/forms";
import { pageContext } from "../../lib/page-context.server";

export const FORMS_PAGE_SIZE = 25;

/** The centre's forms for a list screen, by the address's search (q), access filter and page. */
export async function loadForms(context: Readonly<RouterContextProvider>, url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const access = FORM_ACCESS_PERMISSIONS.find((value) => value === url.searchParams.get("access")) ?? "";
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const list = await pageContext(context).api.get<Form[]>("/api/v1/forms", {
    filter: { search: q || undefined, access_permission: access || undefined },
    page: { number: page, size: FORMS_PAGE_SIZE },
  });
  return {
    forms: list.data,
    total: Number(list.meta.total ?? 0),
    pageCount: Number(list.meta.pages ?? 1),
    page,
    q,
    access,
  };
}

export type FormsList = Awaited<ReturnType<typeof loadForms>>;
