import { useState } from "react";
import { useOutletContext } from "react-router";
import { profileDetailsSchema } from "../../contract/current-user";
import { GENDERS } from "../../contract/identity";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { InputField } from "../components/ui/input-field";
import { saveCurrentUser } from "../features/profile/current-user-form.server";
import { LocaleField } from "../features/profile/locale-field";
import { PROFILE_FORM, ProfileSection } from "../features/profile/profile-section";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/profile-edit.details";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "profile:title" };

export async function action({ request, context }: Route.ActionArgs) {
  // The API validates with the same schema; empty optional fields clear the value.
  return saveCurrentUser({ request, ...pageContext(context) }, profileDetailsSchema, "profile:details.saved");
}

/** /profile-edit: name, phone, job title, form of address (with the salutation it gives) and preferred language. */
export default function ProfileDetails({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const { field, input, error, alert, onSubmit, submitting } = useScreenForm(profileDetailsSchema, actionData);
  // The salutation follows the form as it is filled in, with the same rule the server uses.
  const [preview, setPreview] = useState({ firstName: user.firstName, lastName: user.lastName, gender: user.gender ?? "" });
  const salutation = t(`identity:salutation.${preview.gender || "other"}`, preview);

  return (
    <ProfileSection id="details-title" texts="profile:details">
      <Form
        method="post"
        noValidate
        className={PROFILE_FORM}
        onChange={(event) => {
          const form = event.currentTarget;
          const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
          setPreview({ firstName: read("first_name"), lastName: read("last_name"), gender: read("gender") });
        }}
        onSubmit={onSubmit}
      >
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...input("first_name", { value: user.firstName })}
            label={t("profile:details.firstName")}
            required
            autoComplete="given-name"
          />
          <InputField
            {...input("last_name", { value: user.lastName })}
            label={t("profile:details.lastName")}
            required
            autoComplete="family-name"
          />
        </div>
        <InputField
          {...input("phone_number", { hint: t("profile:details.phoneHint"), value: user.phoneNumber ?? "" })}
          label={t("profile:details.phone")}
          type="tel"
          autoComplete="tel"
        />
        <InputField
          {...input("job_title", { value: user.jobTitle ?? "" })}
          label={t("profile:details.jobTitle")}
          autoComplete="organization-title"
        />
        <Field id="gender" label={t("profile:details.gender")} error={error("gender")}>
          <select
            className={`${INPUT} appearance-auto`}
            defaultValue={user.gender ?? ""}
            {...field("gender", "gender-salutation")}
          >
            <option value="">{t("profile:details.genders.none")}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile:details.genders.${gender}`)}
              </option>
            ))}
          </select>
          <p id="gender-salutation" className="text-sm text-fg-muted" data-testid="salutation-preview" aria-live="polite">
            {t("profile:details.salutation", { salutation })}
          </p>
        </Field>
        <LocaleField field={field} error={error} text="profile:details.locale" value={user.locale} />
        <div>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? t("profile:saving") : t("profile:save")}
          </Button>
        </div>
      </Form>
    </ProfileSection>
  );
}
