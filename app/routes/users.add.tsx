import { redirect } from "react-router";
import type { AdminUser } from "../../contract/users";
import { userInviteFormSchema } from "../../contract/users";
import { FormActions } from "../components/ui/form-actions";
import { InputField } from "../components/ui/input-field";
import { RoleFields } from "../features/users/role-fields";
import { loadCenterOrganizations, requireUserAdmin } from "../features/users/user-admin.server";
import { UserLocaleField, UserNameFields, UserPhoneField } from "../features/users/user-fields";
import { UserFormCard } from "../features/users/user-form-card";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { withFlash } from "../lib/use-flash-toast";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/users.add";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:userAdmin.add.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const me = (await signedIn(context, request)) as AdminUser;
  const { grantableRoles } = await requireUserAdmin(api);
  // The invited user joins the inviter's centre (POST /users), so its organizations are the ones to choose from.
  return { roles: grantableRoles, organizations: await loadCenterOrganizations(api, me.centerId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const parsed = await readForm(request, userInviteFormSchema, locale);
  const { values } = parsed;
  if (!parsed.ok) return refused({ ...parsed, status: 422 }, { values });
  // Not allowed to invite, or no such organization: the error page; the rest beside the fields.
  const sent = await attempt(
    request,
    locale,
    () => api.post<AdminUser>("/api/v1/users", { data: { type: "users", attributes: parsed.value } }),
    {
      pages: [403, 404],
    },
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/users/${sent.value.data.id}`, "invited"));
}

/** /users/add: invite someone by e-mail with a role; he stays 'invited' until he sets a password through the mail. */
export default function AddUser({ loaderData: { roles, organizations }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { field, input, error, values, alert, onSubmit, submitting } = useScreenForm(userInviteFormSchema, actionData);
  return (
    <UserFormCard
      title={t("identity:userAdmin.add.title")}
      intro={t("identity:userAdmin.add.intro")}
      alert={alert}
      onSubmit={onSubmit}
    >
      <UserNameFields input={input} />
      <InputField {...input("email")} label={t("identity:userAdmin.fields.email")} required type="email" autoComplete="off" />
      <UserPhoneField input={input} />
      <UserLocaleField input={input} label={t("identity:userAdmin.fields.invitationLocale")} value={locale} />
      <RoleFields
        roles={roles}
        organizations={organizations}
        field={field}
        errors={{ role: error("role"), organization_id: error("organization_id") }}
        initialRole={values.role}
        initialOrganization={values.organization_id}
      />
      <FormActions
        submit={t("identity:userAdmin.add.submit")}
        submitProps={{ disabled: submitting }}
        cancel={{ to: to("/users"), label: t("identity:userAdmin.edit.cancel") }}
        end
      />
    </UserFormCard>
  );
}
