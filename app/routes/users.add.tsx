import { useEffect, useMemo } from "react";
import { data, redirect, useNavigation } from "react-router";
import type { AdminUser } from "../../contract/users";
import { userInviteFormSchema } from "../../contract/users";
import { FormActions } from "../components/ui/form-actions";
import { InputField } from "../components/ui/input-field";
import { SelectField } from "../components/ui/select-field";
import { RoleFields } from "../features/users/role-fields";
import { loadCenterOrganizations, requireUserAdmin } from "../features/users/user-admin.server";
import { UserFormCard } from "../features/users/user-form-card";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocale, useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import { withFlash } from "../lib/use-flash-toast";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
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
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 422 });
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
  const navigation = useNavigation();
  const schema = useMemo(() => userInviteFormSchema(t), [t]);
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(schema);
  useUnsavedChangesGuard(dirty);
  const server: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  // A refused submission is still unsaved work: guard it again.
  useEffect(() => {
    if (actionData) setDirty(true);
  }, [actionData, setDirty]);
  const error = (name: string) => errors[name] ?? server[name];
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(server).length > 0;
  return (
    <UserFormCard
      title={t("identity:userAdmin.add.title")}
      intro={t("identity:userAdmin.add.intro")}
      alert={hasErrors && (server._form ?? t("validation:formErrors"))}
      onSubmit={(event) => {
        if (!validateAll(event.currentTarget)) event.preventDefault();
        else setDirty(false);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...field("first_name")}
          id="first_name"
          label={t("identity:userAdmin.fields.firstName")}
          required
          error={error("first_name")}
          autoComplete="off"
          defaultValue={values.first_name}
        />
        <InputField
          {...field("last_name")}
          id="last_name"
          label={t("identity:userAdmin.fields.lastName")}
          required
          error={error("last_name")}
          autoComplete="off"
          defaultValue={values.last_name}
        />
      </div>
      <InputField
        {...field("email")}
        id="email"
        label={t("identity:userAdmin.fields.email")}
        required
        error={error("email")}
        type="email"
        autoComplete="off"
        defaultValue={values.email}
      />
      <InputField
        {...field("phone_number", "phone_number-hint")}
        id="phone_number"
        label={t("identity:userAdmin.fields.phone")}
        error={error("phone_number")}
        hint={t("identity:userAdmin.fields.phoneHint")}
        type="tel"
        autoComplete="off"
        defaultValue={values.phone_number}
      />
      <SelectField
        {...field("locale")}
        id="locale"
        label={t("identity:userAdmin.fields.invitationLocale")}
        error={error("locale")}
        options={[
          ["nl", t("common:languages.nl")],
          ["en", t("common:languages.en")],
        ]}
        defaultValue={values.locale ?? locale}
      />
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
        submitProps={{ disabled: navigation.state === "submitting" }}
        cancel={{ to: to("/users"), label: t("identity:userAdmin.edit.cancel") }}
        end
      />
    </UserFormCard>
  );
}
