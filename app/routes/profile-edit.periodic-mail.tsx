import { useState } from "react";
import { useNavigation, useOutletContext } from "react-router";
import type { z } from "zod";
import { type digestDaysSchema, MAIL_CHOICES, WEEKDAYS } from "../../contract/current-user";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { MailChoicesForm } from "../features/profile/mail-choices-form";
import { PROFILE_FORM, ProfileSection } from "../features/profile/profile-section";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFormResult } from "../lib/use-form-result";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/profile-edit.periodic-mail";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";
import { listFormat } from "../../contract/intl-formats";

type DigestDays = z.input<typeof digestDaysSchema>["digest_days"];

export const handle: RouteHandle = { title: "profile:periodicMail.title" };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  if (values.intent === "mails") {
    const wanted = form.getAll("mails");
    const mutedMails = MAIL_CHOICES.filter((choice) => !wanted.includes(choice));
    return submitForm(request, locale, "profile:mailChoices.saved", () =>
      api.patch("/api/v1/current_user", { data: { type: "users", attributes: { mutedMails } } }),
    );
  }
  // "No summary" sends no days, also without JavaScript. The API checks the days (and says what is wrong, translated).
  const digestDays: DigestDays = values.intent === "clear" ? [] : form.getAll("digest_days").map(Number);
  const attributes = { digestDays };
  return submitForm(request, locale, "profile:periodicMail.saved", () =>
    api.patch("/api/v1/current_user", { data: { type: "users", attributes } }),
  );
}

/** /profile-edit/periodieke-mail: the weekdays of the summary mail (ISO 1 = Monday; none: no summary), and which notifications also come by e-mail. */
export default function PeriodicMail({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const navigation = useNavigation();
  const [days, setDays] = useState<number[]>(user.digestDays);
  const same = days.length === user.digestDays.length && days.every((d) => user.digestDays.includes(d));
  const [dirty, setDirty] = useState(false);
  const { serverErrors } = useFormResult(actionData, setDirty);
  useUnsavedChangesGuard(dirty && !same);
  const names = listFormat(i18n.language, { type: "conjunction" }).format(
    [...days].sort((a, b) => a - b).map((d) => t(`profile:periodicMail.weekdaysInSentence.${d}`)),
  );
  const toggle = (day: number, on: boolean) => {
    setDirty(true);
    setDays((current) => (on ? [...current, day] : current.filter((d) => d !== day)));
  };

  return (
    <ProfileSection id="periodic-title" texts="profile:periodicMail">
      <Form method="post" className={PROFILE_FORM}>
        <fieldset aria-describedby="digest-state">
          <legend className="text-sm font-medium">{t("profile:periodicMail.days")}</legend>
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 has-checked:border-accent has-checked:bg-primary-50 dark:has-checked:bg-primary-950"
              >
                <input
                  type="checkbox"
                  name="digest_days"
                  value={day}
                  className="size-5 accent-(--accent)"
                  checked={days.includes(day)}
                  onChange={(event) => toggle(day, event.currentTarget.checked)}
                />
                {t(`profile:periodicMail.weekdays.${day}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p id="digest-state" className="text-sm" data-testid="digest-state" aria-live="polite">
          {days.length === 0 ? t("profile:periodicMail.none") : t("profile:periodicMail.some", { days: names })}
        </p>
        {Object.keys(serverErrors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {Object.values(serverErrors)[0]}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
            {t("profile:save")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="clear"
            size="lg"
            flavor="outline"
            color="muted"
            disabled={navigation.state === "submitting"}
            onClick={() => setDays([])}
          >
            {t("profile:periodicMail.clear")}
          </Button>
        </div>
      </Form>
      <MailChoicesForm
        muted={user.mutedMails ?? []}
        handlesApplications={(user.roles ?? []).some((role) => role.name !== "volunteer")}
      />
    </ProfileSection>
  );
}
