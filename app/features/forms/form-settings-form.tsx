import { Link } from "react-router";
import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import {
  DEFAULT_RETENTION_MONTHS,
  FORM_ACCESS_PERMISSIONS,
  FORM_LIMITS,
  type Form as FormResource,
} from "../../../contract/forms";
import { Button } from "../../components/ui/button";
import { CHECKBOX, FIELDSET, Field, INPUT, invalidProps, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { hintedProps } from "../../components/ui/hinted-props";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
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
  cancelHref,
}: {
  form: FormResource | null;
  organizations: { id: string; name: string }[];
  errors: Record<string, string>;
  values?: Record<string, string>;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:form.${key}`, options);
  const value = (name: string, fallback: string | number | null | undefined) =>
    values?.[name] ?? (fallback == null ? "" : String(fallback));
  const checked = (name: string, fallback: boolean) => (values ? values[name] === "on" : fallback);
  return (
    <Form method="post" noValidate className="flex flex-col gap-6" aria-labelledby="form-settings-title">
      <input type="hidden" name="intent" value="form" />
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend id="form-settings-title" className={LEGEND}>
          {label("about")}
        </legend>
        <Field id="title" label={label("title")} required error={errors.title}>
          <input
            id="title"
            name="title"
            className={INPUT}
            maxLength={FORM_LIMITS.title}
            defaultValue={value("title", form?.title)}
            {...invalidProps("title", errors.title)}
          />
        </Field>
        <Field id="description" label={label("description")} error={errors.description}>
          <textarea
            id="description"
            name="description"
            rows={4}
            className={`${INPUT} h-auto py-2`}
            maxLength={FORM_LIMITS.description}
            defaultValue={value("description", form?.description)}
            {...hintedProps("description", errors.description)}
          />
          <p id="description-hint" className="text-sm text-fg-muted">
            {label("descriptionHint")}
          </p>
        </Field>
        <SelectField
          id="organization_id"
          name="organization_id"
          label={label("organization")}
          required={false}
          error={errors.organization_id}
          placeholder={label("noOrganization")}
          options={organizations.map((organization) => [organization.id, organization.name] as const)}
          defaultValue={value("organization_id", form?.organizationId)}
        >
          <p className="text-sm text-fg-muted">{label("organizationHint")}</p>
        </SelectField>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("who")}</legend>
        {FORM_ACCESS_PERMISSIONS.map((access) => (
          <label key={access} className="flex min-h-11 items-start gap-3">
            <input
              type="radio"
              name="access_permission"
              value={access}
              className={CHECKBOX}
              defaultChecked={value("access_permission", form?.accessPermission ?? "anonymous") === access}
            />
            <span>{t(`forms:access.${access}`)}</span>
          </label>
        ))}
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="multiple_submissions"
            className={CHECKBOX}
            defaultChecked={checked("multiple_submissions", form?.multipleSubmissions ?? false)}
            aria-describedby="multiple_submissions-hint"
          />
          <span>
            {label("multipleSubmissions")}
            <span id="multiple_submissions-hint" className="block text-sm text-fg-muted">
              {label("multipleSubmissionsHint")}
            </span>
          </span>
        </label>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("answers")}</legend>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="is_open"
            className={CHECKBOX}
            defaultChecked={checked("is_open", form?.isOpen ?? true)}
            aria-describedby="is_open-hint"
          />
          <span>
            {label("isOpen")}
            <span id="is_open-hint" className="block text-sm text-fg-muted">
              {label("isOpenHint")}
            </span>
          </span>
        </label>
        <div className="grid gap-5 sm:grid-cols-3">
          <Field id="closes_at" label={label("closesAt")} error={errors.closes_at}>
            <input
              id="closes_at"
              name="closes_at"
              type="datetime-local"
              className={INPUT}
              defaultValue={value("closes_at", isoToAmsterdamLocal(form?.closesAt ?? undefined))}
              {...hintedProps("closes_at", errors.closes_at)}
            />
            <p id="closes_at-hint" className="text-sm text-fg-muted">
              {label("closesAtHint")}
            </p>
          </Field>
          <Field id="max_submissions" label={label("maxSubmissions")} error={errors.max_submissions}>
            <input
              id="max_submissions"
              name="max_submissions"
              type="number"
              inputMode="numeric"
              min={1}
              max={FORM_LIMITS.maxSubmissions}
              className={INPUT}
              defaultValue={value("max_submissions", form?.maxSubmissions)}
              {...hintedProps("max_submissions", errors.max_submissions)}
            />
            <p id="max_submissions-hint" className="text-sm text-fg-muted">
              {label("maxSubmissionsHint")}
            </p>
          </Field>
          <Field id="retention_months" label={label("retentionMonths")} required error={errors.retention_months}>
            <input
              id="retention_months"
              name="retention_months"
              type="number"
              inputMode="numeric"
              min={FORM_LIMITS.retentionMonthsMin}
              max={FORM_LIMITS.retentionMonths}
              className={INPUT}
              defaultValue={value("retention_months", form?.retentionMonths ?? DEFAULT_RETENTION_MONTHS)}
              {...hintedProps("retention_months", errors.retention_months)}
            />
            <p id="retention_months-hint" className="text-sm text-fg-muted">
              {label("retentionMonthsHint")}
            </p>
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg">
          {form ? label("save") : label("create")}
        </Button>
        {!form && (
          <Link
            to={cancelHref}
            className="inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
          >
            {label("cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
