import { IMPORT_KINDS, IMPORT_LIMITS, type ImportKind } from "../../../contract/imports";
import { Button } from "../../components/ui/button";
import { FieldError, INPUT } from "../../components/ui/field";
import { FieldHint } from "../../components/ui/field-hint";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { RadioGroupField } from "../../components/ui/radio-group-field";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
import { ImportColumnSelects } from "./import-column-selects";
import type { MappingRefusal } from "./mapping-refusal";
import "../../lib/texts/imports";

const MB = 1024 * 1024;

/** A file and what it holds; checking it changes nothing yet. */
export function ImportUploadForm({
  errors,
  kind,
  values = {},
  mapping,
  organizations,
  submitting,
}: {
  errors: Record<string, string>;
  kind: string;
  /** The choices sent before a refusal, kept. */
  values?: Record<string, string>;
  /** A refused mapping: the file's columns as the user left them, to correct and send with the file again. */
  mapping?: MappingRefusal;
  /** The centre's approved organizations, for vacancies without one in the file. */
  organizations: { id: string; name: string }[];
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`imports:form.${key}`);
  const fileError = errors.file;
  const fieldErrors = ["file", "organization_id", "post_type"];
  const other =
    errors._form ??
    Object.entries(errors).find(([key]) => !fieldErrors.includes(key))?.[1] ??
    (mapping ? label("mappingRefused") : undefined);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 className="text-xl font-semibold">{label("title")}</h2>
      {(fileError || other) && <FormAlert>{other ?? fileError}</FormAlert>}
      <RadioGroupField
        name="kind"
        legend={label("kind")}
        defaultValue={kind}
        required
        options={IMPORT_KINDS.map(
          (value) =>
            [
              value,
              <span key={value}>
                {t(`imports:kinds.${value}`)}
                <span className="block text-sm text-fg-muted">{t(`imports:kindHints.${value}`)}</span>
              </span>,
            ] as const,
        )}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="file" className="text-sm font-medium">
          {label("file")} <span className="font-normal text-fg-muted">({t("validation:required")})</span>
        </label>
        <input
          id="file"
          name="file"
          type="file"
          required
          accept=".xlsx,.csv,.txt,.xml,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,text/xml,application/xml,application/zip"
          className={`${INPUT} h-auto py-2`}
          aria-describedby={fileError ? "file-hint file-error" : "file-hint"}
          aria-invalid={fileError ? true : undefined}
        />
        <FieldHint id="file">
          {mapping
            ? label("fileAgainHint")
            : t("imports:form.fileHint", { csvMb: IMPORT_LIMITS.maxBytes / MB, wholeMb: IMPORT_LIMITS.maxWholeBytes / MB })}
        </FieldHint>
        <FieldError id="file" error={fileError} />
      </div>
      {mapping && IMPORT_KINDS.includes(kind as ImportKind) && (
        <fieldset className="flex flex-col gap-3" data-testid="import-mapping">
          <legend className="mb-1 text-sm font-medium">{t("imports:detail.mapping")}</legend>
          <p className="text-fg-muted">{t("imports:detail.mappingHint")}</p>
          <ImportColumnSelects kind={kind as ImportKind} columns={mapping.columns} errors={mapping.byColumn} />
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">{label("vacanciesOnly")}</legend>
        <SelectField
          id="organization_id"
          name="organization_id"
          label={label("organization")}
          required={false}
          placeholder={label("organizationFromFile")}
          defaultValue={values.organization_id}
          options={organizations.map((organization) => [organization.id, organization.name] as const)}
          error={errors.organization_id}
        />
        <InputField
          id="post_type"
          name="post_type"
          label={label("postType")}
          hint={label("postTypeHint")}
          error={errors.post_type}
          defaultValue={values.post_type}
          autoComplete="off"
          spellCheck={false}
        />
      </fieldset>
      <div>
        <Button type="submit" name="intent" value="check" size="lg" disabled={submitting}>
          {label("submit")}
        </Button>
      </div>
    </Form>
  );
}
