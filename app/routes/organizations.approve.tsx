import { data, Link, useNavigation } from "react-router";
import type { Organization } from "../../contract/organizations";
import { Button } from "../components/ui/button";
import { INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/organizations.approve";

export const handle: RouteHandle = { title: "organizations:approve.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  // Staff only, like PUT /organizations/{id}/approve: anyone else would see an empty queue with buttons.
  await signedInAs(context, request, STAFF);
  const { data: pending } = await api.get<Organization[]>("/api/v1/organizations", {
    include: ["address"],
    filter: { statusEq: "pending" },
    sort: ["createdAt"],
    page: { size: 100 },
  });
  return { pending };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const id = values.id ?? "";
  const status = values.decision === "approved" ? "approved" : "denied";
  const denyReason = (values.deny_reason ?? "") || null;
  const path = `/api/v1/organizations/${encodeURIComponent(id)}/approve`;
  const sent = await attempt(request, locale, () =>
    api.put<Organization>(path, { data: { type: "organizations", attributes: { status, denyReason } } }),
  );
  if (sent.ok) return { done: { name: sent.value.data.name, status } };
  return data({ error: sent.error.errors[0]?.detail ?? sent.error.message }, { status: sent.status });
}

/** /organizations/approve: the queue of new organizations; approve or deny with a reason. */
export default function ApproveOrganizations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold">{t("organizations:approve.title")}</h1>
      <p className="mt-1 text-fg-muted">{t("organizations:approve.intro")}</p>
      {actionData && "done" in actionData && actionData.done && (
        <p
          role="status"
          className="mt-6 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
          data-testid="approve-result"
        >
          {t(actionData.done.status === "approved" ? "organizations:approve.approved" : "organizations:approve.denied", {
            name: actionData.done.name,
          })}
        </p>
      )}
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {actionData.error}
        </p>
      )}
      {loaderData.pending.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {t("organizations:approve.empty")}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {loaderData.pending.map((organization) => (
            <li
              key={organization.id}
              className="rounded-lg border border-border bg-surface-raised p-5"
              data-testid="pending-organization"
            >
              <h2 className="text-lg font-semibold">
                <Link to={to(`/organizations/${organization.id}`)} className="hover:underline">
                  {organization.name}
                </Link>
              </h2>
              <p className="text-sm text-fg-muted">
                {t(`organizations:types.${organization.organizationType}`)}
                {organization.city ? ` · ${organization.city}` : ""}
              </p>
              {organization.description && <p className="mt-2">{organization.description}</p>}
              <Form method="post" className="mt-4 flex flex-col gap-3">
                <input type="hidden" name="id" value={organization.id} />
                <label className="flex flex-col gap-1.5 text-sm font-medium">
                  {t("organizations:approve.reason")}
                  <textarea name="deny_reason" rows={2} maxLength={2000} className={`${INPUT} h-auto py-2`} />
                </label>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" name="decision" value="approved" disabled={busy}>
                    {t("organizations:approve.approve")}
                  </Button>
                  <Button type="submit" name="decision" value="denied" flavor="outline" color="danger" disabled={busy}>
                    {t("organizations:approve.deny")}
                  </Button>
                </div>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
