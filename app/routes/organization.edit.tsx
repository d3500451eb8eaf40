import { useEffect } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { OrganizationStatus } from "../../contract/organization-options";
import type { Organization } from "../../contract/organizations";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { forbidden, loadOrganization } from "../features/organizations/load-organization.server";
import { OrganizationForm, organizationFormValues } from "../features/organizations/organization-form";
import { organizationAttributesFrom } from "../features/organizations/organization-form.server";
import { StatusBadge } from "../features/organizations/status-badge";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { toast } from "../lib/toast-store";
import { withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/organization.edit";

export const handle: RouteHandle = { title: "organizations:edit.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await signedIn(context, request);
  const loaded = await loadOrganization(context, params.id);
  if (!loaded.permissions.update) throw forbidden();
  return loaded;
}

/** The status buttons of the spec (archive, restore); approve and deny stay on /organizations/approve. */
const STATUS_ACTIONS: Partial<Record<OrganizationStatus, { intent: "archive" | "restore"; to: OrganizationStatus }>> = {
  approved: { intent: "archive", to: "archived" },
  archived: { intent: "restore", to: "approved" },
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const form = await request.formData();
  const intent = formValues(form).intent ?? "";
  const path = `/api/v1/organizations/${encodeURIComponent(params.id)}`;
  if (intent === "archive" || intent === "restore") {
    const status = intent === "archive" ? "archived" : "approved";
    const changed = await attempt(request, locale, () =>
      api.put(path, { data: { type: "organizations", attributes: { status } } }),
    );
    if (changed.ok) return { statusChanged: intent };
    return data({ statusError: changed.error.errors[0]?.detail ?? changed.error.message }, { status: changed.status });
  }
  const values = organizationAttributesFrom(form, { withContactDefault: true });
  const sent = await attempt(request, locale, () =>
    api.patch<Organization>(path, { data: { type: "organizations", attributes: values } }),
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/organizations/${encodeURIComponent(params.id)}`, "saved"));
}

/** /organizations/{id}/edit: the profile (staff of its centre, or its own superuser) and, for staff, archive/restore. */
export default function EditOrganization({ loaderData: { organization, permissions }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const statusAction = permissions.changeStatus ? STATUS_ACTIONS[organization.status] : undefined;
  const changed = actionData && "statusChanged" in actionData ? actionData.statusChanged : undefined;
  useEffect(() => {
    if (changed) toast.success({ title: t(`organizations:edit.${changed}d`, { name: organization.name }) });
  }, [changed, organization.name, t]);
  const back = (
    <Link
      to={to(`/organizations/${organization.id}`)}
      className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
    >
      {t("organizations:form.cancel")}
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-3xl font-bold">{t("organizations:edit.title")}</h1>
      <p className="mt-1 text-lg text-fg-muted">{organization.name}</p>
      <section
        aria-labelledby="status-heading"
        className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface-raised p-4"
      >
        <div className="flex items-center gap-3">
          <h2 id="status-heading" className="font-semibold">
            {t("organizations:edit.status")}
          </h2>
          <span data-testid="organization-status">
            <StatusBadge status={organization.status} />
          </span>
        </div>
        {statusAction && (
          <Form method="post">
            <input type="hidden" name="intent" value={statusAction.intent} />
            <Button
              type="submit"
              flavor="outline"
              color={statusAction.intent === "archive" ? "danger" : "primary"}
              disabled={navigation.state === "submitting"}
            >
              {t(`organizations:edit.${statusAction.intent}`)}
            </Button>
          </Form>
        )}
        {actionData && "statusError" in actionData && (
          <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">
            {actionData.statusError}
          </p>
        )}
      </section>
      <OrganizationForm
        key={organization.id}
        values={actionData && "values" in actionData ? actionData.values : organizationFormValues(organization)}
        serverErrors={actionData && "errors" in actionData ? actionData.errors : {}}
        submitLabel={t("organizations:edit.submit")}
        withContactDefault
        cancel={back}
      />
    </div>
  );
}
