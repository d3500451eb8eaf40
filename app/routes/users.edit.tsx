import { useEffect } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { GENDERS } from "../../contract/identity";
import { userEditFormSchema } from "../../contract/users";
import { Button, buttonClasses } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { forbiddenPage, loadManagedUser, requireUserAdmin } from "../features/users/user-admin.server";
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
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold">{t("identity:userAdmin.edit.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("identity:userAdmin.edit.intro", { name: user.fullName })}</p>
      <Form
        method="post"
        noValidate
        className="mt-8 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
        onSubmit={(event) => {
          if (!validateAll(event.currentTarget)) event.preventDefault();
          else setDirty(false);
        }}
      >
        {hasErrors && <FormAlert>{server._form ?? t("validation:formErrors")}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="first_name" label={t("identity:userAdmin.fields.firstName")} required error={error("first_name")}>
            <input
              className={INPUT}
              autoComplete="off"
              defaultValue={value("first_name", user.firstName)}
              {...field("first_name")}
            />
          </Field>
          <Field id="last_name" label={t("identity:userAdmin.fields.lastName")} required error={error("last_name")}>
            <input
              className={INPUT}
              autoComplete="off"
              defaultValue={value("last_name", user.lastName)}
              {...field("last_name")}
            />
          </Field>
        </div>
        <p className="-mt-2 text-sm text-fg-muted">
          {t("identity:userAdmin.fields.email")}: <span className="font-medium text-fg">{user.email}</span>
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="phone_number" label={t("identity:userAdmin.fields.phone")} error={error("phone_number")}>
            <input
              className={INPUT}
              type="tel"
              autoComplete="off"
              defaultValue={value("phone_number", user.phoneNumber)}
              {...field("phone_number", "phone_number-hint")}
            />
            <p id="phone_number-hint" className="text-sm text-fg-muted">
              {t("identity:userAdmin.fields.phoneHint")}
            </p>
          </Field>
          <Field id="job_title" label={t("identity:userAdmin.fields.jobTitle")} error={error("job_title")}>
            <input
              className={INPUT}
              autoComplete="off"
              defaultValue={value("job_title", user.jobTitle)}
              {...field("job_title")}
            />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="gender" label={t("identity:userAdmin.fields.gender")} error={error("gender")}>
            <select className={INPUT} defaultValue={value("gender", user.gender)} {...field("gender")}>
              <option value="">{t("identity:userAdmin.fields.noGender")}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`identity:userAdmin.genders.${gender}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="locale" label={t("identity:userAdmin.fields.locale")} required error={error("locale")}>
            <select className={INPUT} defaultValue={value("locale", user.locale)} {...field("locale")}>
              <option value="nl">{t("common:languages.nl")}</option>
              <option value="en">{t("common:languages.en")}</option>
            </select>
          </Field>
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={back} className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
            {t("identity:userAdmin.edit.cancel")}
          </Link>
          <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
            {t("identity:userAdmin.edit.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
