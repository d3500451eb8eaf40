import { data } from "react-router";
import { MATCH_FOLLOWUP_WEEKS, matchFollowupSettingsSchemaFor } from "../../contract/match-followups";
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
import type { Route } from "./+types/settings.followup";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:followup.title" };

const ROLES = SETTINGS_SECTIONS.followup.roles;

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInAs(context, request, ROLES);
  const { profile } = await loadCenterProfile(context);
  return { weeks: profile.matchFollowupWeeks ?? MATCH_FOLLOWUP_WEEKS.default };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  // The browser's check again (a form sent without scripts): the same message, and nothing sent on.
  const { values, ...checked } = await readForm(request, matchFollowupSettingsSchemaFor, locale);
  if (!checked.ok) return data({ errors: checked.errors, values, at: Date.now() }, { status: 422 });
  const { centerId } = await loadCenterProfile(context);
  const attributes = { match_followup_weeks: checked.value.match_followup_weeks };
  return submitForm(request, locale, "settings:followup.saved", () =>
    api.patch(`/api/v1/volunteer_centers/${centerId}/profile`, { data: { type: "volunteer_center_profiles", attributes } }),
  );
}

/** /instellingen/opvolging: how many weeks after an acceptance "Is het gelukt?" goes out (issue 44). */
export default function FollowupSettings({ loaderData: { weeks }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`settings:followup.${key}`);
  const form = useScreenForm(matchFollowupSettingsSchemaFor, actionData);
  return (
    <section aria-labelledby="followup-title" className="flex flex-col gap-4">
      <h2 id="followup-title" className="text-2xl font-bold">
        {label("title")}
      </h2>
      <p className="max-w-3xl text-fg-muted">{label("intro")}</p>
      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        className="flex max-w-xl flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
      >
        {form.alert && <FormAlert>{form.alert}</FormAlert>}
        <InputField
          {...form.input("match_followup_weeks", { value: String(weeks), hint: label("weeksHint") })}
          label={label("weeks")}
          type="number"
          inputMode="numeric"
          min={MATCH_FOLLOWUP_WEEKS.min}
          max={MATCH_FOLLOWUP_WEEKS.max}
        />
        <p className="text-sm text-fg-muted">{label("mails")}</p>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={form.submitting}>
            {label("save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
