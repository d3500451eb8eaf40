import { redirect } from "react-router";
import { GENDERS } from "../../contract/identity";
import { userEditFormSchema } from "../../contract/users";
import { Field, INPUT } from "../components/ui/field";
import { FormActions } from "../components/ui/form-actions";
import { InputField } from "../components/ui/input-field";
import { SelectField } from "../components/ui/select-field";
import { loadUserToManage } from "../features/users/user-admin.server";
import { UserLocaleField, UserNameFields, UserPhoneField } from "../features/users/user-fields";
import { UserFormCard } from "../features/users/user-form-card";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { withFlash } from "../lib/use-flash-toast";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/users.edit";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:userAdmin.edit.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, allowedStatuses } = await loadUserToManage(context, request, params.id, "update");
  return { user, allowedStatuses };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const parsed = await readForm(request, () => userEditFormSchema, locale);
  const { values } = parsed;
  if (!parsed.ok) return refused({ ...parsed, status: 422 }, { values });
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
  const { field, input, error, values, alert, onSubmit, submitting } = useScreenForm(userEditFormSchema, actionData);
  return (
    <UserFormCard
      title={t("identity:userAdmin.edit.title")}
      intro={t("identity:userAdmin.edit.intro", { name: user.fullName })}
      alert={alert}
      onSubmit={onSubmit}
    >
      <UserNameFields input={input} firstName={user.firstName} lastName={user.lastName} />
      <p className="-mt-2 text-sm text-fg-muted">
        {t("identity:userAdmin.fields.email")}: <span className="font-medium text-fg">{user.email}</span>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <UserPhoneField input={input} value={user.phoneNumber} />
        <InputField
          {...input("job_title", { value: user.jobTitle })}
          label={t("identity:userAdmin.fields.jobTitle")}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...input("gender", { value: user.gender })}
          label={t("identity:userAdmin.fields.gender")}
          required={false}
          placeholder={t("identity:userAdmin.fields.noGender")}
          options={GENDERS.map((gender) => [gender, t(`identity:userAdmin.genders.${gender}`)] as const)}
        />
        <UserLocaleField input={input} label={t("identity:userAdmin.fields.locale")} value={user.locale} />
      </div>
      {allowedStatuses.length > 0 ? (
        <Field id="status" label={t("identity:userAdmin.fields.status")} required error={error("status")}>
          {/* Only the current status and the ones the state machine (and the API's policy) allow from it. */}
          <select className={INPUT} defaultValue={values.status ?? user.status} {...field("status", "status-hint")}>
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
        submitProps={{ disabled: submitting }}
        cancel={{ to: to(`/users/${user.id}`), label: t("identity:userAdmin.edit.cancel") }}
        end
      />
    </UserFormCard>
  );
}
