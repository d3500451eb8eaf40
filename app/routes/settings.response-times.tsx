import { data } from "react-router";
import { RESPONSE_REMINDER_DAYS, responseReminderFormSchemaFor } from "../../contract/volunteer-centers";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { loadCenterProfile } from "../features/settings/center-profile.server";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { submitForm } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/settings.response-times";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:responseTimes.title" };

const ROLES = SETTINGS_SECTIONS.responseTimes.roles;

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInAs(context, request, ROLES);
  const { profile } = await loadCenterProfile(context);
  return { days: profile.responseReminderDays ?? RESPONSE_REMINDER_DAYS.default };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  const { values, ...checked } = await readForm(request, responseReminderFormSchemaFor, locale);
  if (!checked.ok) return data({ errors: checked.errors, values, at: Date.now() }, { status: 422 });
  const { centerId } = await loadCenterProfile(context);
  const attributes = { response_reminder_days: checked.value.response_reminder_days };
  return submitForm(request, locale, "settings:responseTimes.saved", () =>
    api.patch(`/api/v1/volunteer_centers/${centerId}/profile`, { data: { type: "volunteer_center_profiles", attributes } }),
  );
}

/** /instellingen/reactietijd: after how many days without a response the organization and the volunteer hear of it (issue 44). */
export default function ResponseTimeSettings({ loaderData: { days }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useScreenForm(responseReminderFormSchemaFor, actionData);
  return (
    <section aria-labelledby="response-times-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="response-times-title" className="text-2xl font-bold">
        {t("settings:responseTimes.title")}
      </h2>
      <p className="text-fg-muted">{t("settings:responseTimes.intro")}</p>
      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
      >
        {form.alert && <FormAlert>{form.alert}</FormAlert>}
        <InputField
          {...form.input("response_reminder_days", {
            value: String(days),
            hint: t("settings:responseTimes.daysHint", RESPONSE_REMINDER_DAYS),
          })}
          label={t("settings:responseTimes.days")}
          type="number"
          inputMode="numeric"
          min={RESPONSE_REMINDER_DAYS.min}
          max={RESPONSE_REMINDER_DAYS.max}
          className="max-w-32"
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={form.submitting}>
            {t("settings:responseTimes.save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
