import { Link, redirect } from "react-router";
import { DetailsList } from "../components/ui/details-list";
import { FormAlert } from "../components/ui/form-alert";
import { Panel } from "../components/ui/panel";
import { centerCreateBody, centerFieldErrors, centerNewSchema, TenantCenters } from "../features/platform/center-form";
import { asOperator, consoleOnly } from "../features/platform/console.server";
import {
  type ConsoleTenantUser,
  impersonationBody,
  impersonationFormSchema,
  TenantImpersonation,
} from "../features/platform/impersonation-form";
import { type ConsoleExport, TenantArchive, TenantExports } from "../features/platform/tenant-exports";
import { TenantForm } from "../features/platform/tenant-form";
import { type ConsoleTenant, SWITCHES, tenantEditSchema, tenantUpdateBody } from "../features/platform/tenant-form-schema";
import { TenantCounts } from "../features/platform/tenant-list";
import { TenantStatusBadge, TenantStatusForm } from "../features/platform/tenant-status";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/platform.tenant";
import "../lib/texts/platform";

export const handle: RouteHandle = {
  title: (_t, data) => (data as { tenant?: ConsoleTenant } | undefined)?.tenant?.name ?? "",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = `/api/v1/platform/tenants/${encodeURIComponent(params.id)}`;
  // The impersonation form's search (a GET form): the tenant's admins and staff whose e-mail contains it.
  const q = (new URL(request.url).searchParams.get("user_q") ?? "").trim().slice(0, 254);
  const [{ data: tenant }, { data: exports }, { data: users }] = await asOperator(context, request, (api) =>
    Promise.all([
      api.get<ConsoleTenant>(path),
      api.get<ConsoleExport[]>(`${path}/exports`),
      api.get<ConsoleTenantUser[]>(`${path}/users`, { filter: { q } }),
    ]),
  );
  // The archive button's date of erasure counts from the server's now, so the page reads the same once hydrated.
  return { tenant, exports, users, q, now: new Date().toISOString() };
}

/** Saves the form (PATCH name, app name, switches, hosts) or sets the status (suspend, make active again). */
export async function action({ request, params, context }: Route.ActionArgs) {
  consoleOnly(context);
  const { locale } = pageContext(context);
  const path = `/api/v1/platform/tenants/${encodeURIComponent(params.id)}`;
  const back = `/${locale}/platform/tenants/${params.id}`;
  const form = await request.formData();
  const intent = form.get("intent");
  const calls = { export: ["exports", "exportQueued"], archive: ["archive", "archived"], restore: ["restore", "restored"] };
  if (intent === "export" || intent === "archive" || intent === "restore") {
    // An export (a job: the list shows its progress), the archive (an export, then the erasure in 30 days), or an
    // erased tenant's data back from its archive.
    const [call, flash] = calls[intent];
    const sent = await attempt(request, locale, () => asOperator(context, request, (api) => api.post(`${path}/${call}`, {})), {
      signIn: false,
      pages: [404],
    });
    if (!sent.ok) return refused(sent, { form: intent === "restore" ? "archive" : intent });
    return redirect(withFlash(back, flash));
  }
  if (intent === "impersonate") {
    // Signing in as one of the tenant's users: the API answers a one-time link on the tenant's host, where it goes.
    const impersonation = await readForm(form, impersonationFormSchema, locale);
    if (!impersonation.ok)
      return refused({ ...impersonation, status: 422 }, { values: impersonation.values, form: "impersonate" });
    const sent = await attempt(
      request,
      locale,
      () =>
        asOperator(context, request, (api) =>
          api.post<{ handoffUrl: string }>(`${path}/impersonations`, impersonationBody(impersonation.value)),
        ),
      { signIn: false, pages: [404] },
    );
    if (!sent.ok) return refused(sent, { values: impersonation.values, form: "impersonate" });
    return redirect(sent.value.data.handoffUrl);
  }
  if (intent === "status") {
    const status = form.get("status") === "active" ? "active" : "suspended";
    await asOperator(context, request, (api) => api.patch(path, { data: { type: "platform_tenants", attributes: { status } } }));
    return redirect(withFlash(back, status === "active" ? "reactivated" : "suspended"));
  }
  if (form.get("intent") === "center") {
    // A further centre: the form's own check, then the API's (a taken slug or host comes back beside its field).
    const center = await readForm(form, centerNewSchema, locale);
    if (!center.ok) return refused({ ...center, status: 422 }, { values: center.values, form: "center" });
    const sent = await attempt(
      request,
      locale,
      () => asOperator(context, request, (api) => api.post(`${path}/centers`, centerCreateBody(center.value))),
      { signIn: false, pages: [404] },
    );
    if (!sent.ok) return refused({ ...sent, errors: centerFieldErrors(sent.errors) }, { values: center.values, form: "center" });
    return redirect(withFlash(back, "centerAdded"));
  }
  const parsed = await readForm(form, tenantEditSchema, locale);
  const { values } = parsed;
  if (!parsed.ok) return refused({ ...parsed, status: 422 }, { values });
  const sent = await attempt(
    request,
    locale,
    () => asOperator(context, request, (api) => api.patch(path, tenantUpdateBody(parsed.value))),
    { signIn: false, pages: [404] },
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(back, "saved"));
}

/** /platform/tenants/:id: a tenant's details, usage and status; its one form to change it. */
export default function Tenant({ loaderData: { tenant, exports, users, q, now }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  useFlashToast({
    created: t("platform:tenant.created"),
    saved: t("platform:tenant.saved"),
    suspended: t("platform:tenant.suspended"),
    reactivated: t("platform:tenant.reactivated"),
    centerAdded: t("platform:centers.added"),
    exportQueued: t("platform:exports.queued"),
    archived: t("platform:archive.archived"),
    restored: t("platform:archive.restored"),
  });
  const refusedHere = (form: string) =>
    actionData && "form" in actionData && actionData.form === form && "errors" in actionData
      ? Object.values(actionData.errors as Record<string, string>)[0]
      : null;
  // Each form shows its own refusal (one action answers both).
  const forCenters = actionData && "form" in actionData && actionData.form === "center";
  const forImpersonation = actionData && "form" in actionData && actionData.form === "impersonate";
  const switchesOn = SWITCHES.filter((name) => tenant.switches[name]).map((name) => t(`platform:switch.${name}`));
  return (
    <div className="grid gap-6">
      <div>
        <Link to={to("/platform")} className="font-medium text-link underline-offset-4 hover:underline">
          {t("platform:tenant.back")}
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold break-words">{tenant.name}</h1>
          <TenantStatusBadge status={tenant.status} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="tenant-details" title={t("platform:tenant.details")}>
          <DetailsList
            className="mt-3"
            rows={[
              [
                t("platform:tenant.id"),
                <span key="id" className="font-mono">
                  {tenant.id}
                </span>,
              ],
              [t("platform:tenant.appName"), tenant.appName ?? t("platform:tenant.noAppName")],
              [t("platform:tenant.appContext"), tenant.appContext],
              [t("platform:tenant.switches"), switchesOn.length > 0 ? switchesOn.join("\n") : t("platform:tenant.noSwitches")],
              [
                t("platform:tenant.hosts"),
                tenant.hosts.length > 0 ? (
                  <span key="hosts" className="font-mono text-sm">
                    {tenant.hosts.map((h) => (h.centerSlug ? `${h.host} (${h.centerSlug})` : h.host)).join("\n")}
                  </span>
                ) : (
                  t("platform:list.noHosts")
                ),
              ],
              [
                t("platform:tenant.centers"),
                tenant.centers
                  .map((c) => `${c.name} (${c.slug}${c.isDefault ? `, ${t("platform:tenant.defaultCenter")}` : ""})`)
                  .join("\n"),
              ],
            ]}
          />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel id="tenant-usage" title={t("platform:tenant.usage")}>
            <TenantCounts tenant={tenant} className="mt-3 grid gap-1" />
          </Panel>
          {!tenant.erasedAt && (
            <Panel id="tenant-status" title={t("platform:tenant.statusTitle")}>
              <div className="mt-2">
                <TenantStatusForm name={tenant.name} status={tenant.status} />
              </div>
            </Panel>
          )}
          <Panel id="tenant-impersonation" title={t("platform:impersonation.title")}>
            {tenant.status === "active" && !tenant.erasedAt ? (
              <TenantImpersonation users={users} q={q} result={forImpersonation ? actionData : undefined} />
            ) : (
              <p className="mt-2 text-sm">{t("platform:impersonation.notActive")}</p>
            )}
          </Panel>
          <Panel id="tenant-archive" title={t("platform:archive.title")}>
            <div className="mt-2 grid gap-3">
              {refusedHere("archive") && <FormAlert>{refusedHere("archive")}</FormAlert>}
              <TenantArchive tenant={tenant} exports={exports} now={now} />
            </div>
          </Panel>
          <Panel id="tenant-exports" title={t("platform:exports.title")}>
            {refusedHere("export") && <FormAlert>{refusedHere("export")}</FormAlert>}
            <TenantExports tenant={tenant} exports={exports} />
          </Panel>
        </div>
      </div>
      <section aria-labelledby="tenant-centers">
        <h2 id="tenant-centers" className="mb-4 text-2xl font-bold">
          {t("platform:centers.title")}
        </h2>
        <TenantCenters key={tenant.centers.length} tenant={tenant} result={forCenters ? actionData : undefined} />
      </section>
      <section aria-labelledby="tenant-edit">
        <h2 id="tenant-edit" className="mb-4 text-2xl font-bold">
          {t("platform:tenant.edit")}
        </h2>
        <TenantForm
          key={tenant.name}
          tenant={tenant}
          result={forCenters || forImpersonation ? undefined : actionData}
          cancelTo={to("/platform")}
        />
      </section>
    </div>
  );
}
