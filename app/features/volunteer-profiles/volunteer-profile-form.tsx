import { useNavigation } from "react-router";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import type { FieldErrors } from "../../../contract/validation";
import { splitSkills, volunteerProfileFormSchema } from "../../../contract/volunteer-profile-form";
import { PROFILE_LANGUAGES, PROFILE_LIMITS, type VolunteerProfile } from "../../../contract/volunteer-profiles";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { ErrorSummary } from "../../components/ui/error-summary";
import { CHECKBOX, FIELDSET, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { InputField } from "../../components/ui/input-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { useBlurValidation } from "../../lib/use-blur-validation";
import { useRefusedErrors } from "../../lib/use-refused-errors";
import { AvailabilityChoices, ChoiceGroup } from "./choice-group";
import { PhotoField } from "./photo-field";
import "../../lib/texts/volunteer-profiles";

const TEXTAREA = "h-auto min-h-32 py-2";

/** The volunteer's profile: one form for the first save and every later edit. */
export function VolunteerProfileForm({
  profile,
  errors: serverErrors,
}: {
  profile: VolunteerProfile | null;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === "submitting";
  const p = (key: string) => t(`volunteer-profiles:profile.${key}`);
  const { errors, field, validateAll } = useBlurValidation(volunteerProfileFormSchema, serverErrors);
  const error = (name: string) => errors[name] ?? serverErrors[name];
  // A control's props with its Field's id and message.
  const control = (name: Parameters<typeof field>[0], hintId?: string) => ({
    ...field(name, hintId),
    id: name,
    error: error(name),
  });
  const { refused, refuse, clear } = useRefusedErrors(errors);
  const summary = refused ?? (Object.keys(serverErrors).length > 0 ? serverErrors : null);
  const labels = {
    about: p("about"),
    photo_id: p("photo.legend"),
    skills: p("skills"),
    hours_per_week: p("hoursPerWeek"),
    postal_code: p("postalCode"),
    distance_km: p("distanceKm"),
  };
  return (
    <Form
      method="post"
      className="mt-6 flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        if (validateAll(event.currentTarget)) return clear();
        event.preventDefault();
        refuse();
      }}
    >
      {summary && <ErrorSummary errors={summary} labels={labels} />}
      <label className="flex items-start gap-3 rounded-lg border border-border bg-surface-raised p-4">
        <input
          type="checkbox"
          name="visible"
          className={CHECKBOX}
          defaultChecked={profile?.visible ?? false}
          aria-describedby="visible-hint"
          data-testid="profile-visible"
        />
        <span>
          <span className="font-medium">{p("visible")}</span>
          <span id="visible-hint" className="block text-sm text-fg-muted">
            {p("visibleHint")}
          </span>
        </span>
      </label>
      <TextAreaField
        {...control("about", "about-hint")}
        label={p("about")}
        hint={p("aboutHint")}
        className={TEXTAREA}
        maxLength={PROFILE_LIMITS.about}
        defaultValue={profile?.about ?? ""}
      />
      <PhotoField profile={profile} error={error("photo_id")} />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{p("interests")}</legend>
        <ChoiceGroup
          legend={p("vacancyTypes")}
          name="vacancy_types"
          options={VACANCY_TYPES.map((value) => ({ value, label: t(`vacancies:types.${value}`) }))}
          checked={profile?.vacancyTypes ?? []}
        />
        <ChoiceGroup
          legend={p("activityTypes")}
          name="activity_type_ids"
          options={ACTIVITY_TYPES.map(({ id, key }) => ({ value: id, label: t(`organizations:activityTypes.${key}`) }))}
          checked={profile?.activityTypeIds ?? []}
        />
        <ChoiceGroup
          legend={p("tags")}
          name="tags"
          options={VACANCY_TAGS.map((value) => ({ value, label: t(`vacancies:tags.${value}`) }))}
          checked={profile?.tags ?? []}
        />
        <InputField
          {...control("skills", "skills-hint")}
          label={p("skills")}
          hint={p("skillsHint")}
          defaultValue={(profile?.skills ?? []).join(", ")}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{p("availability")}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <AvailabilityChoices checked={profile?.availability ?? []} />
        </div>
        <InputField
          {...control("hours_per_week")}
          label={p("hoursPerWeek")}
          type="number"
          inputMode="numeric"
          min={1}
          max={PROFILE_LIMITS.hours}
          className="max-w-40"
          defaultValue={profile?.hoursPerWeek ?? ""}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{p("region")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...control("postal_code", "postal_code-hint")}
            label={p("postalCode")}
            hint={p("postalCodeHint")}
            autoComplete="postal-code"
            defaultValue={profile?.postalCode ?? ""}
          />
          <InputField
            {...control("distance_km")}
            label={p("distanceKm")}
            required
            type="number"
            inputMode="numeric"
            min={1}
            max={PROFILE_LIMITS.distance}
            browserRequired
            defaultValue={profile?.distanceKm ?? 10}
          />
        </div>
        <ChoiceGroup
          legend={p("languages")}
          name="languages"
          options={PROFILE_LANGUAGES.map((value) => ({ value, label: t(`volunteer-profiles:languages.${value}`) }))}
          checked={profile?.languages ?? ["nl"]}
        />
        <CheckboxField
          label={p("certificateOfConduct")}
          name="certificate_of_conduct"
          defaultChecked={profile?.certificateOfConduct ?? false}
        />
      </fieldset>
      <div>
        {/* Multipart for the photo's file, with or without JavaScript. */}
        <Button type="submit" size="lg" disabled={submitting} formEncType="multipart/form-data">
          {submitting ? p("saving") : p("save")}
        </Button>
      </div>
    </Form>
  );
}

/** The form's fields as the API's attributes: empty numbers and postal code are none, skills split on commas. */
export function profileAttributesOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const number = (name: string) => (text(name) === "" ? null : Number(text(name)));
  return {
    about: text("about"),
    vacancy_types: form.getAll("vacancy_types").map(String),
    tags: form.getAll("tags").map(String),
    activity_type_ids: form.getAll("activity_type_ids").map(Number),
    skills: splitSkills(text("skills")),
    availability: form.getAll("availability").map(String),
    hours_per_week: number("hours_per_week"),
    postal_code: text("postal_code") || null,
    distance_km: number("distance_km"),
    languages: form.getAll("languages").map(String),
    certificate_of_conduct: form.get("certificate_of_conduct") === "on",
    visible: form.get("visible") === "on",
  };
}
