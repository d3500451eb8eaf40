import { z } from "zod";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { type ScreenResult, useScreenForm } from "../../lib/use-screen-form";
import "../../lib/texts/platform";

/** One of the tenant's admins and staff, as GET /api/v1/platform/tenants/{id}/users answers (camelCase). */
export interface ConsoleTenantUser {
  id: string;
  email: string;
  fullName: string;
  roles: string[];
}

/** Whom to sign in as, and why (the reason is in the tenant's audit log). */
export const impersonationFormSchema = () =>
  z.object({
    user_id: z.string().min(1),
    reason: z.string().trim().min(3).max(500),
  });

type ImpersonationForm = z.output<ReturnType<typeof impersonationFormSchema>>;

/** POST /api/v1/platform/tenants/{id}/impersonations. */
export const impersonationBody = (form: ImpersonationForm) => ({
  data: { type: "platform_impersonations", attributes: { user_id: form.user_id, reason: form.reason } },
});

/**
 * "Meekijken als gebruiker" (issue 39): a search by e-mail among the tenant's admins and staff (a GET form, so it
 * works without JavaScript), then the user and a reason; the action sends the browser on to the tenant's host.
 */
export function TenantImpersonation({ users, q, result }: { users: ConsoleTenantUser[]; q: string; result: ScreenResult }) {
  const { t } = useTranslation();
  const { input, alert, onSubmit, submitting } = useScreenForm(impersonationFormSchema, result);
  return (
    <div className="mt-2 grid gap-4">
      <p className="text-sm">{t("platform:impersonation.intro")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="impersonation-search">
        <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium" htmlFor="user_q">
          {t("platform:impersonation.search")}
          <input id="user_q" name="user_q" type="search" defaultValue={q} autoComplete="off" className={INPUT} />
        </label>
        <Button type="submit" color="secondary" flavor="outline" className="h-11">
          {t("platform:impersonation.searchSubmit")}
        </Button>
      </Form>
      {users.length === 0 ? (
        <p className="text-sm">{t("platform:impersonation.noUsers")}</p>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="impersonation-form">
          <input type="hidden" name="intent" value="impersonate" />
          {alert && <FormAlert>{alert}</FormAlert>}
          <SelectField
            {...input("user_id")}
            label={t("platform:impersonation.user")}
            placeholder={t("platform:impersonation.pickUser")}
            options={users.map((user) => [user.id, `${user.fullName} <${user.email}> (${user.roles.join(", ")})`] as const)}
          />
          <TextAreaField
            {...input("reason", { hint: t("platform:impersonation.reasonHint") })}
            label={t("platform:impersonation.reason")}
            required
            maxLength={500}
          />
          <FormActions submit={t("platform:impersonation.submit")} submitProps={{ disabled: submitting }} />
        </Form>
      )}
    </div>
  );
}
