import { Link, redirect } from "react-router";
import { asOperator, consoleOnly } from "../features/platform/console.server";
import { TenantForm } from "../features/platform/tenant-form";
import { type ConsoleTenant, tenantCreateBody, tenantNewSchema } from "../features/platform/tenant-form-schema";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/platform.tenants.new";
import "../lib/texts/platform";
import { pageContext } from "../lib/page-context.server";

export const handle: RouteHandle = { title: "platform:form.newTitle" };

// Signed out goes to the console's sign-in first; the list call is the operator check.
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenants = await asOperator(context, request, (api) => api.get<ConsoleTenant[]>("/api/v1/platform/tenants"));
  // The tenants whose site a new one may start as a copy of: every one whose data is still there.
  const templates = tenants.data.filter((tenant) => !tenant.erasedAt).map(({ id, name }) => ({ id, name }));
  return { templates };
}

/** POST /api/v1/platform/tenants; a refusal (a taken id or host) comes back beside its field by the one pointer rule. */
export async function action({ request, context }: Route.ActionArgs) {
  consoleOnly(context);
  const { locale } = pageContext(context);
  const parsed = await readForm(request, tenantNewSchema, locale);
  const { values } = parsed;
  if (!parsed.ok) return refused({ ...parsed, status: 422 }, { values });
  const sent = await attempt(
    request,
    locale,
    () =>
      asOperator(context, request, (api) =>
        api.post<ConsoleTenant>("/api/v1/platform/tenants", tenantCreateBody(parsed.value, locale)),
      ),
    { signIn: false },
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/platform/tenants/${sent.value.data.id}`, "created"));
}

/** /platform/tenants/new: a tenant with its first centre and first admin, on its hosts at once. */
export default function NewTenant({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={to("/platform")} className="font-medium text-link underline-offset-4 hover:underline">
        {t("platform:tenant.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold">{t("platform:form.newTitle")}</h1>
      <p className="mt-2 mb-6 text-fg-muted">{t("platform:form.newIntro")}</p>
      <TenantForm result={actionData} cancelTo={to("/platform")} templates={loaderData.templates} />
    </div>
  );
}
