import { MailCheck } from "lucide-react";
import { useOutletContext } from "react-router";
import { emailChangeSchema } from "../../contract/current-user";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { saveCurrentUser } from "../features/profile/current-user-form.server";
import { ProfileSection } from "../features/profile/profile-section";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/profile-edit.email";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";

export const handle: RouteHandle = { title: "profile:email.title" };

// Three buttons share this page: request a change (new address + password), send the link again, withdraw.
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "request";
  if (intent === "resend")
    return submitForm(request, locale, "profile:email.resent", () =>
      api.post("/api/v1/current_user/resend_confirmation_instructions"),
    );
  if (intent === "cancel")
    return submitForm(request, locale, "profile:email.cancelled", () => api.delete("/api/v1/current_user/unconfirmed_email"));
  return saveCurrentUser({ request, form, locale, api }, emailChangeSchema, "profile:email.requested");
}

/** /profile-edit/email: the current address, a pending change with resend and withdraw, and the form for a new one. */
export default function ProfileEmail({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const { input, alert, onSubmit, submitting: busy } = useScreenForm(emailChangeSchema, actionData);

  return (
    <ProfileSection id="email-title" texts="profile:email" className="flex flex-col gap-6">
      <dl className="rounded-lg border border-border bg-surface-raised px-4 py-3 sm:px-6">
        <dt className="text-sm font-medium text-fg-muted">{t("profile:email.current")}</dt>
        <dd className="mt-0.5 font-medium break-all" data-testid="current-email">
          {user.email}
        </dd>
      </dl>

      {user.unconfirmedEmail && (
        <div
          className="rounded-lg border border-primary-300 bg-primary-50 p-4 text-primary-950 sm:p-6 dark:border-primary-700 dark:bg-primary-950 dark:text-primary-50"
          data-testid="pending-email"
        >
          <div className="flex items-start gap-3">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0">
              <h3 className="font-semibold">{t("profile:email.pendingTitle")}</h3>
              <p className="mt-1 break-words">
                {t("profile:email.pending", { email: user.unconfirmedEmail, current: user.email })}
              </p>
              <p className="mt-1 text-sm">{t("profile:email.pendingHint")}</p>
            </div>
          </div>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="resend" flavor="outline" disabled={busy}>
              {t("profile:email.resend")}
            </Button>
            <Button type="submit" name="intent" value="cancel" flavor="outline" color="muted" disabled={busy}>
              {t("profile:email.cancel")}
            </Button>
          </Form>
        </div>
      )}

      <Form
        key={user.unconfirmedEmail ?? ""}
        method="post"
        noValidate
        className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
        onSubmit={onSubmit}
      >
        {alert && <FormAlert>{alert}</FormAlert>}
        <InputField {...input("email")} label={t("profile:email.new")} required type="email" autoComplete="email" />
        <InputField
          {...input("current_password", { hint: t("profile:email.passwordHint") })}
          label={t("profile:email.password")}
          required
          type="password"
          autoComplete="current-password"
        />
        <div>
          <Button type="submit" name="intent" value="request" size="lg" disabled={busy}>
            {t("profile:email.submit")}
          </Button>
        </div>
      </Form>
    </ProfileSection>
  );
}
