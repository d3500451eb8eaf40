import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import { WORKSHOP_AUDIENCES, WORKSHOP_LIMITS, type Workshop } from "../../../contract/workshops";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { DateField } from "../../components/ui/date-field";
import { FIELDSET, Field, INPUT, invalidProps, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/workshops";

/** One form for a new workshop and for changing one; `values` are what was sent when the API refused it. */
export function WorkshopForm({
  workshop,
  errors,
  values,
  cancelHref,
}: {
  workshop?: Workshop;
  errors: Record<string, string>;
  values?: Record<string, string>;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`workshops:form.${key}`);
  const value = (name: string, fallback: string | number | undefined) =>
    values?.[name] ?? (fallback === undefined ? "" : String(fallback));
  const checked = (name: string, fallback: boolean) => (values ? values[name] === "on" : fallback);
  const invalid = (name: string) => invalidProps(name, errors[name]);
  return (
    <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("about")}</legend>
        <InputField
          id="title"
          label={label("title")}
          required
          error={errors.title}
          maxLength={WORKSHOP_LIMITS.title}
          defaultValue={value("title", workshop?.title)}
        />
        <TextAreaField
          id="description"
          label={label("description")}
          required
          error={errors.description}
          className="h-48 py-2"
          maxLength={WORKSHOP_LIMITS.description}
          defaultValue={value("description", workshop?.description)}
        />
        <SelectField
          id="audience"
          label={label("audience")}
          error={errors.audience}
          options={WORKSHOP_AUDIENCES.map((audience) => [audience, t(`workshops:audience.${audience}`)] as const)}
          name="audience"
          defaultValue={value("audience", workshop?.audience ?? "volunteers")}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("when")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            id="starts_at"
            label={label("startsAt")}
            required
            error={errors.starts_at}
            type="datetime-local"
            defaultValue={value("starts_at", isoToAmsterdamLocal(workshop?.startsAt))}
          />
          <DateField
            id="ends_at"
            label={label("endsAt")}
            required
            error={errors.ends_at}
            type="datetime-local"
            defaultValue={value("ends_at", isoToAmsterdamLocal(workshop?.endsAt))}
          />
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("where")}</legend>
        <InputField
          id="location"
          label={label("location")}
          error={errors.location}
          hint={label("locationHint")}
          maxLength={WORKSHOP_LIMITS.location}
          defaultValue={value("location", workshop?.location ?? "")}
        />
        <CheckboxField label={label("online")} name="online" defaultChecked={checked("online", workshop?.online ?? false)} />
        <Field id="seats" label={label("seats")} required error={errors.seats}>
          <input
            id="seats"
            name="seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={WORKSHOP_LIMITS.seats}
            className={`${INPUT} sm:max-w-40`}
            defaultValue={value("seats", workshop?.seats ?? 20)}
            {...invalid("seats")}
          />
        </Field>
        <CheckboxField
          label={label("published")}
          hint={label("publishedHint")}
          name="published"
          defaultChecked={checked("published", workshop?.published ?? true)}
        />
      </fieldset>
      <FormActions submit={label("save")} cancel={{ to: cancelHref, label: label("cancel") }} />
    </Form>
  );
}
