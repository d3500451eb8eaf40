import { useEffect, useMemo } from "react";
import { data, Link, useNavigation, useSearchParams } from "react-router";
import type { Role } from "../../contract/identity";
import { roleGrantFormSchema } from "../../contract/users";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { RemoveRoleConfirmation, RemoveRoleDialog } from "../features/users/remove-role-dialog";
import { RoleFields } from "../features/users/role-fields";
import { loadCenterOrganizations, loadUserToManage } from "../features/users/user-admin.server";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { toast } from "../lib/toast-store";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/users.roles";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:userAdmin.roles.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, user, grantableRoles } = await loadUserToManage(context, request, params.id, "manageRoles");
  return { user, grantableRoles, organizations: await loadCenterOrganizations(api, user.centerId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const parsed = await readForm(request, roleGrantFormSchema, locale);
  const { values } = parsed;
  const intent = values.intent === "remove" ? "remove" : "add";
  let attributes: { role: string; organization_id?: number | null };
  if (intent === "add") {
    if (!parsed.ok) return data({ intent, errors: parsed.errors, values }, { status: 422 });
    attributes = parsed.value;
  } else {
    // Existing grants may lack an organization (organization roles from before the rule), so removal sends what it has.
    attributes = { role: values.role ?? "", organization_id: values.organization_id ? Number(values.organization_id) : null };
  }
  const path = `/api/v1/users/${encodeURIComponent(params.id)}/${intent === "add" ? "add_role" : "remove_role"}`;
  const body = { data: { type: "users", attributes } };
  // A refusal (not allowed, no such grant) belongs beside the form; an unknown user is a page, a lost session signs in.
  const sent = await attempt(
    request,
    locale,
    () => (intent === "add" ? api.put(path, body) : api.request("DELETE", path, body)),
    {
      pages: [404],
    },
  );
  if (!sent.ok) return refused(sent, { intent, values });
  return { intent, done: true as const, role: attributes.role as Role };
}

/** /users/{id}/add_role: the user's roles, each removable after a confirmation, and a form to add one. */
export default function UserRoles({ loaderData: { user, grantableRoles, organizations }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const schema = useMemo(() => roleGrantFormSchema(t), [t]);
  const { errors, field, validateAll } = useBlurValidation(schema);
  const names = new Map(organizations.map((o) => [Number(o.id), o.name]));
  const roleLabel = (role: Role, organizationId: number | null) => {
    const name = t(`identity:roles.${role}`);
    if (!organizationId) return name;
    const organization = names.get(organizationId) ?? t("identity:userAdmin.roles.unknownOrganization", { id: organizationId });
    return `${name} ${t("identity:userAdmin.roles.at", { organization })}`;
  };
  useEffect(() => {
    if (actionData && "done" in actionData) {
      toast.success({
        title: t(`identity:userAdmin.roles.${actionData.intent === "add" ? "added" : "removed"}`, {
          role: t(`identity:roles.${actionData.role}`),
        }),
      });
    }
  }, [actionData, t]);
  const server: Record<string, string> = actionData && "errors" in actionData ? actionData.errors : {};
  const addErrors = actionData?.intent === "add" ? server : {};
  const error = (name: string) => errors[name] ?? addErrors[name];
  const roles = user.roles ?? [];
  const [search] = useSearchParams();
  // Without JavaScript, "remove" asked for this page with ?remove=...: the question is asked here.
  const removing = actionData
    ? undefined
    : roles.find(
        (role) =>
          grantableRoles.includes(role.name) &&
          role.name === search.get("remove") &&
          String(role.organizationId ?? "") === (search.get("organization_id") ?? ""),
      );
  return (
    <div className="mx-auto w-full max-w-2xl">
      <p>
        <Link to={to(`/users/${user.id}`)} className="text-sm font-medium text-link hover:underline">
          {t("identity:userAdmin.detail.back", { name: user.fullName })}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{t("identity:userAdmin.roles.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("identity:userAdmin.roles.intro", { name: user.fullName })}</p>
      {actionData?.intent === "remove" && server._form && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {server._form ?? Object.values(server)[0]}
        </p>
      )}
      {removing && (
        <RemoveRoleConfirmation
          role={removing.name}
          organizationId={removing.organizationId}
          roleLabel={roleLabel(removing.name, removing.organizationId)}
          userName={user.fullName}
        />
      )}
      <h2 className="mt-8 text-xl font-semibold">{t("identity:userAdmin.roles.current")}</h2>
      {roles.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-border p-6 text-center text-fg-muted">
          {t("identity:userAdmin.roles.none")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface-raised" data-testid="user-roles">
          {roles.map((role) => (
            <li key={role.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="user-role">
              <span className="font-medium">{roleLabel(role.name, role.organizationId)}</span>
              {/* A role the admin may not hand out, he may not take away either (the API refuses both). */}
              {grantableRoles.includes(role.name) && (
                <RemoveRoleDialog
                  role={role.name}
                  organizationId={role.organizationId}
                  roleLabel={roleLabel(role.name, role.organizationId)}
                  userName={user.fullName}
                  disabled={busy}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold">{t("identity:userAdmin.roles.add")}</h2>
      <Form
        method="post"
        noValidate
        className="mt-3 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
        onSubmit={(event) => {
          if (!validateAll(event.currentTarget)) event.preventDefault();
        }}
      >
        {addErrors._form && <FormAlert>{addErrors._form}</FormAlert>}
        <RoleFields
          roles={grantableRoles}
          organizations={organizations}
          field={field}
          errors={{ role: error("role"), organization_id: error("organization_id") }}
        />
        <div className="flex sm:justify-end">
          <Button type="submit" name="intent" value="add" size="lg" disabled={busy}>
            {t("identity:userAdmin.roles.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
