import { useNavigation } from "react-router";
import { MAIL_CHOICES } from "../../../contract/current-user";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/profile";

/** Which notifications also come by e-mail: ticked is sent; the in-app notification comes either way. */
export function MailChoicesForm({ muted, handlesApplications }: { muted: readonly string[]; handlesApplications: boolean }) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="mail-choices-title" className="mt-10">
      <h2 id="mail-choices-title" className="text-xl font-semibold">
        {t("profile:mailChoices.title")}
      </h2>
      <p className="mt-1 text-fg-muted">{t("profile:mailChoices.intro")}</p>
      <Form
        method="post"
        className="mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6"
      >
        <input type="hidden" name="intent" value="mails" />
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("profile:mailChoices.title")}</legend>
          {MAIL_CHOICES.filter((choice) => handlesApplications || choice !== "application_received").map((choice) => (
            <CheckboxField
              key={choice}
              label={t(`profile:mailChoices.choices.${choice}`)}
              name="mails"
              value={choice}
              defaultChecked={!muted.includes(choice)}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" size="lg" disabled={submitting}>
            {t("profile:mailChoices.save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
