import { ChevronRight, KeyRound, Laptop, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Link, useNavigation, useOutletContext } from "react-router";
import { profileDetailsSchema } from "../../contract/current-user";
import { LOCALES } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import { useFormResult } from "../lib/use-form-result";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/profile-edit.settings";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";

// Spec section 2: the settings child has the title 'Settings'.
export const handle: RouteHandle = { title: "profile:settings.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const attributes = { locale: values.locale ?? "" };
  return submitForm(request, locale, "profile:settings.saved", () =>
    api.patch("/api/v1/current_user", { data: { type: "users", attributes } }),
  );
}

const LINKS = [
  { path: "/auth/token", label: "profile:settings.devices", hint: "profile:settings.devicesHint", Icon: Laptop },
  { path: "/account/roles", label: "profile:settings.roles", hint: "profile:settings.rolesHint", Icon: KeyRound },
  { path: "/account/verwijderen", label: "profile:settings.delete", hint: "profile:settings.deleteHint", Icon: Trash2 },
] as const;

/** /profile-edit/settings: the language of e-mails, and the way to devices, roles and deleting the account. */
export default function ProfileSettings({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { user } = useOutletContext<ProfileEditContext>();
  const navigation = useNavigation();
  const schema = useMemo(() => profileDetailsSchema.pick({ locale: true }), []);
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(schema);
  const { serverErrors } = useFormResult(actionData, setDirty);
  useUnsavedChangesGuard(dirty);

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="settings-title">
        <h2 id="settings-title" className="text-xl font-semibold">
          {t("profile:settings.title")}
        </h2>
        <p className="mt-1 text-fg-muted">{t("profile:settings.intro")}</p>
        <Form
          method="post"
          noValidate
          className="mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
          onSubmit={(event) => {
            if (!validateAll(event.currentTarget)) event.preventDefault();
          }}
        >
          <Field id="locale" label={t("profile:settings.mailLanguage")} required error={errors.locale ?? serverErrors.locale}>
            <select className={`${INPUT} appearance-auto`} defaultValue={user.locale} {...field("locale", "locale-hint")}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {t(`profile:settings.languages.${locale}`)}
                </option>
              ))}
            </select>
            <p id="locale-hint" className="text-sm text-fg-muted">
              {t("profile:settings.mailLanguageHint")}
            </p>
          </Field>
          <div>
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              {t("profile:save")}
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="account-title">
        <h2 id="account-title" className="text-xl font-semibold">
          {t("profile:settings.account")}
        </h2>
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border bg-surface-raised">
          {LINKS.map(({ path, label, hint, Icon }) => (
            <li key={path}>
              <Link to={to(path)} className="flex items-center gap-3 px-4 py-4 hover:bg-surface-sunken sm:px-6">
                <Icon
                  className={
                    path === "/account/verwijderen"
                      ? "size-5 shrink-0 text-red-700 dark:text-red-300"
                      : "size-5 shrink-0 text-fg-muted"
                  }
                  aria-hidden
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{t(label)}</span>
                  <span className="block text-sm text-fg-muted">{t(hint)}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-fg-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
