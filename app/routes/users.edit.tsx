import { useEffect } from "react";
import { data, redirect, useNavigation } from "react-router";
import { GENDERS } from "../../contract/identity";
import { userEditFormSchema } from "../../contract/users";
import { Field, INPUT } from "../components/ui/field";
import { FormActions } from "../components/ui/form-actions";
import { InputField } from "../components/ui/input-field";
import { SelectField } from "../components/ui/select-field";
import { forbiddenPage, loadManagedUser, requireUserAdmin } from "../features/users/user-admin.server";
import { UserFormCard } from "../features/users/user-form-card";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import { withFlash } from "../lib/use-flash-toast";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/users.edit";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:userAdmin.edit.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  await requireUserAdmin(api);
  const { user, permissions, allowedStatuses } = await loadManagedUser(api, params.id);
  if (!permissions.update) forbiddenPage();
  return { user, allowedStatuses };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const parsed = await readForm(request, () => userEditFormSchema, locale);
  const { values } = parsed;
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 422 });
  const path = `/api/v1/users/${encodeURIComponent(params.id)}`;
  const sent = await attempt(request, locale, () => api.patch(path, { data: { type: "users", attributes: parsed.value } }), {
    pages: [403, 404],
  });
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/users/${encodeURIComponent(params.id)}`, "saved"));
}

/** /users/{id}/edit: names, phone, job title, gender, language and (along the state machine) the status. */
export default function EditUser({ loaderData: { user, allowedStatuses }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(userEditFormSchema);
  useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (actionData) setDirty(true);
  }, [actionData, setDirty]);
  const server: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const value = (name: string, current: string | null) => values[name] ?? current ?? "";
  const error = (name: string) => errors[name] ?? server[name];
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(server).length > 0;
  const back = to(`/users/${user.id}`);
  return (
    <UserFormCard
      title={t("identity:userAdmin.edit.title")}
      intro={t("identity:userAdmin.edit.intro", { name: user.fullName })}
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
          defaultValue={value("first_name", user.firstName)}
        />
        <InputField
          {...field("last_name")}
          id="last_name"
          label={t("identity:userAdmin.fields.lastName")}
          required
          error={error("last_name")}
          autoComplete="off"
          defaultValue={value("last_name", user.lastName)}
        />
      </div>
      <p className="-mt-2 text-sm text-fg-muted">
        {t("identity:userAdmin.fields.email")}: <span className="font-medium text-fg">{user.email}</span>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...field("phone_number", "phone_number-hint")}
          id="phone_number"
          label={t("identity:userAdmin.fields.phone")}
          error={error("phone_number")}
          hint={t("identity:userAdmin.fields.phoneHint")}
          type="tel"
          autoComplete="off"
          defaultValue={value("phone_number", user.phoneNumber)}
        />
        <InputField
          {...field("job_title")}
          id="job_title"
          label={t("identity:userAdmin.fields.jobTitle")}
          error={error("job_title")}
          autoComplete="off"
          defaultValue={value("job_title", user.jobTitle)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("gender")}
          id="gender"
          label={t("identity:userAdmin.fields.gender")}
          required={false}
          error={error("gender")}
          placeholder={t("identity:userAdmin.fields.noGender")}
          options={GENDERS.map((gender) => [gender, t(`identity:userAdmin.genders.${gender}`)] as const)}
          defaultValue={value("gender", user.gender)}
        />
        <SelectField
          {...field("locale")}
          id="locale"
          label={t("identity:userAdmin.fields.locale")}
          error={error("locale")}
          options={[
            ["nl", t("common:languages.nl")],
            ["en", t("common:languages.en")],
          ]}
          defaultValue={value("locale", user.locale)}
        />
      </div>
      {allowedStatuses.length > 0 ? (
        <Field id="status" label={t("identity:userAdmin.fields.status")} required error={error("status")}>
          {/* Only the current status and the ones the state machine (and the API's policy) allow from it. */}
          <select className={INPUT} defaultValue={value("status", user.status)} {...field("status", "status-hint")}>
            {[user.status, ...allowedStatuses].map((status) => (
              <option key={status} value={status}>
                {t(`identity:statuses.${status}`)}
              </option>
            ))}
          </select>
          <p id="status-hint" className="text-sm text-fg-muted">
            {t("identity:userAdmin.edit.statusHint")}
          </p>
        </Field>
      ) : (
        <p className="text-sm text-fg-muted" data-testid="status-fixed">
          {t("identity:userAdmin.fields.status")}:{" "}
          <span className="font-medium text-fg">{t(`identity:statuses.${user.status}`)}</span>
          {" · "}
          {t("identity:userAdmin.edit.statusFixed")}
        </p>
      )}
      <FormActions
        submit={t("identity:userAdmin.edit.submit")}
        submitProps={{ disabled: navigation.state === "submitting" }}
        cancel={{ to: back, label: t("identity:userAdmin.edit.cancel") }}
        end
      />
    </UserFormCard>
  );
}
