import { useNavigation } from "react-router";
import { MAIL_CHOICES } from "../../../contract/current-user";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { PROFILE_FORM, ProfileSection } from "./profile-section";
import "../../lib/texts/profile";

/** Which notifications also come by e-mail: ticked is sent; the in-app notification comes either way. */
export function MailChoicesForm({ muted, handlesApplications }: { muted: readonly string[]; handlesApplications: boolean }) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  return (
    <ProfileSection id="mail-choices-title" texts="profile:mailChoices" className="mt-10">
      <Form method="post" className={PROFILE_FORM}>
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
    </ProfileSection>
  );
}
