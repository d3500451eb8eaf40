import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import {
  DEFAULT_RETENTION_MONTHS,
  FORM_ACCESS_PERMISSIONS,
  FORM_LIMITS,
  type Form as FormResource,
} from "../../../contract/forms";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { DateField } from "../../components/ui/date-field";
import { CHECKBOX, FIELDSET, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { serverCheckedFields } from "../../lib/server-checked-fields";
import { FormEnglishFields } from "./form-english-fields";
import "../../lib/texts/forms";

/**
 * One form for a new form and for changing one: title, text above it, organization, who may answer, and when it
 * stops taking answers. `values` are what was sent when the API refused it.
 */
export function FormSettingsForm({
  form,
  organizations,
  errors,
  values,
  copied,
  cancelHref,
}: {
  form: FormResource | null;
  organizations: { id: string; name: string }[];
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** The English fields hold the Dutch, copied and not yet saved. */
  copied?: boolean;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:form.${key}`, options);
  const fieldOf = serverCheckedFields(errors, values);
  const checked = (name: string, fallback: boolean) => (values ? values[name] === "on" : fallback);
  return (
    <Form method="post" noValidate className="flex flex-col gap-6" aria-labelledby="form-settings-title">
      <input type="hidden" name="intent" value="form" />
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend id="form-settings-title" className={LEGEND}>
          {label("about")}
        </legend>
        <InputField {...fieldOf("title", form?.title)} label={label("title")} required maxLength={FORM_LIMITS.title} />
        <TextAreaField
          {...fieldOf("description", form?.description)}
          label={label("description")}
          hint={label("descriptionHint")}
          rows={4}
          maxLength={FORM_LIMITS.description}
        />
        <SelectField
          {...fieldOf("organization_id", form?.organizationId)}
          name="organization_id"
          label={label("organization")}
          required={false}
          placeholder={label("noOrganization")}
          options={organizations.map((organization) => [organization.id, organization.name] as const)}
        >
          <p className="text-sm text-fg-muted">{label("organizationHint")}</p>
        </SelectField>
      </fieldset>
      <FormEnglishFields form={form} fieldOf={fieldOf} copied={copied} />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("who")}</legend>
        {FORM_ACCESS_PERMISSIONS.map((access) => (
          <label key={access} className="flex min-h-11 items-start gap-3">
            <input
              type="radio"
              name="access_permission"
              value={access}
              className={CHECKBOX}
              defaultChecked={fieldOf("access_permission", form?.accessPermission ?? "anonymous").defaultValue === access}
            />
            <span>{t(`forms:access.${access}`)}</span>
          </label>
        ))}
        <CheckboxField
          label={label("multipleSubmissions")}
          hint={label("multipleSubmissionsHint")}
          name="multiple_submissions"
          defaultChecked={checked("multiple_submissions", form?.multipleSubmissions ?? false)}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("answers")}</legend>
        <CheckboxField
          label={label("isOpen")}
          hint={label("isOpenHint")}
          name="is_open"
          defaultChecked={checked("is_open", form?.isOpen ?? true)}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <DateField
            {...fieldOf("closes_at", isoToAmsterdamLocal(form?.closesAt ?? undefined))}
            label={label("closesAt")}
            hint={label("closesAtHint")}
            type="datetime-local"
          />
          <InputField
            {...fieldOf("max_submissions", form?.maxSubmissions)}
            label={label("maxSubmissions")}
            hint={label("maxSubmissionsHint")}
            type="number"
            inputMode="numeric"
            min={1}
            max={FORM_LIMITS.maxSubmissions}
          />
          <InputField
            {...fieldOf("retention_months", form?.retentionMonths ?? DEFAULT_RETENTION_MONTHS)}
            label={label("retentionMonths")}
            required
            hint={label("retentionMonthsHint")}
            type="number"
            inputMode="numeric"
            min={FORM_LIMITS.retentionMonthsMin}
            max={FORM_LIMITS.retentionMonths}
          />
        </div>
      </fieldset>
      <FormActions
        submit={form ? label("save") : label("create")}
        cancel={!form && { to: cancelHref, label: label("cancel") }}
        cancelAs="link"
        className="gap-4"
      />
    </Form>
  );
}
