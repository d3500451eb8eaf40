import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { Application, ApplicationStatus } from "../../../contract/applications";
import { pageContext } from "../../lib/page-context.server";

/** The signed-in user's own applications, newest first: a page of them (of one status), their total and pages. */
export async function loadMyApplications(
  context: Readonly<RouterContextProvider>,
  options: { size: number; page?: number; status?: ApplicationStatus },
) {
  const { data, meta } = await pageContext(context).api.get<Application[]>("/api/v1/current_user/applications", {
    include: ["vacancy"],
    filter: { statusEq: options.status },
    page: { number: options.page ?? 1, size: options.size },
  });
  return { applications: data, total: Number(meta.total ?? data.length), pages: Number(meta.pages ?? 1) };
}

/** API errors by form field (the last segment of the pointer); errors without one under _form. */
export function fieldErrors(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const key = e.source?.pointer?.split("/").pop() || "_form";
    out[key] ??= e.detail ?? e.title;
  }
  return out;
}

export type ApplicationFormResult =
  | { ok: true; application: Application }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * The action behind ApplicationForm: a vacancy page's action calls this with its request. Bad input comes back as
 * translated errors per field (with the values, so the form keeps them); anything else is thrown.
 */
export async function submitApplication(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ApplicationFormResult> {
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "");
  const values = {
    vacancy_id: value("vacancy_id"),
    first_name: value("first_name"),
    last_name: value("last_name"),
    email: value("email"),
    phone_number: value("phone_number"),
    message: value("message"),
  };
  try {
    const { data: application } = await pageContext(context).api.post<Application>("/api/v1/applications", {
      data: { type: "applications", attributes: { ...values, accept_terms: form.get("accept_terms") === "on" } },
    });
    return { ok: true, application };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, errors: fieldErrors(error), values };
    throw error;
  }
}

/** A loader's 404 or 403 from the API as the page's own status. */
export function rethrowAsPageError(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    throw data({ message: error.message }, { status: error.status });
  throw error;
}
