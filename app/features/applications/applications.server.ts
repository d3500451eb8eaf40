import type { RouterContextProvider } from "react-router";
import type { Application, ApplicationStatus } from "../../../contract/applications";
import { attempt } from "../../lib/api-form.server";
import { formValues } from "../../lib/form-values";
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
  const { locale, api } = pageContext(context);
  const posted = formValues(await request.formData());
  const value = (name: string) => posted[name] ?? "";
  const values = {
    vacancy_id: value("vacancy_id"),
    first_name: value("first_name"),
    last_name: value("last_name"),
    email: value("email"),
    phone_number: value("phone_number"),
    message: value("message"),
  };
  const attributes = { ...values, accept_terms: posted.accept_terms === "on" };
  // A visitor may apply: the API's 401 is a message on the form, not a trip to sign in.
  const sent = await attempt(
    request,
    locale,
    () => api.post<Application>("/api/v1/applications", { data: { type: "applications", attributes } }),
    {
      signIn: false,
    },
  );
  return sent.ok ? { ok: true, application: sent.value.data } : { ok: false, errors: sent.errors, values };
}
