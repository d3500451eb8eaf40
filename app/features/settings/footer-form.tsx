import { useMemo, useState } from "react";
import type { FieldErrors } from "../../../contract/validation";
import { FOOTER_COLUMN_KEYS, type FooterColumnKey } from "../../../contract/volunteer-center-profile";
import type { FooterColumn, FooterColumns } from "../../../contract/volunteer-centers";
import { FIELDSET, Field, FieldError, INPUT, LEGEND } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { changedColumns, editableColumn } from "../shell/footer-columns";
import { RichTextEditor } from "../vacancies/admin/rich-text-editor";
import type { DesignValues } from "./design-values";
import { ProfileForm } from "./profile-form";
import { SitePreview } from "./site-preview";
import "../../lib/texts/settings";

/** /instellingen/footer: the footer's columns 1-4, 6 and 8 (8 optional), each a title and rich text, with the preview. */
export function FooterForm({
  columns,
  design,
  centerName,
  serverErrors,
  attribute = "footer_columns",
}: {
  columns: FooterColumns;
  /** The Dutch columns, or the English ones beside them (decision 28). */
  attribute?: "footer_columns" | "footer_columns_en";
  design: DesignValues;
  centerName: string;
  serverErrors: FieldErrors;
}) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => Object.fromEntries(FOOTER_COLUMN_KEYS.map((key) => [key, editableColumn(columns[key])])) as FooterColumns,
    [columns],
  );
  const [values, setValues] = useState(initial);
  const changed = changedColumns(initial, values);
  const set = (key: FooterColumnKey, patch: Partial<FooterColumn>) =>
    setValues((old) => ({ ...old, [key]: { ...(old[key] as FooterColumn), ...patch } }));
  return (
    <ProfileForm
      attributes={Object.keys(changed).length > 0 ? { [attribute]: changed } : {}}
      dirty={Object.keys(changed).length > 0}
      serverErrors={serverErrors}
      preview={<SitePreview values={design} footerColumns={values} centerName={centerName} />}
    >
      {FOOTER_COLUMN_KEYS.map((key) => {
        const column = values[key] as FooterColumn;
        const contentError = serverErrors[`${attribute}.${key}.content`] ?? serverErrors[`${attribute}.${key}`];
        return (
          <fieldset key={key} className={FIELDSET} data-testid={`footer-column-${key}`}>
            <legend className={LEGEND}>{t(key === "8" ? "settings:footer.optional" : "settings:footer.column", { key })}</legend>
            <Field
              id={`footer_${key}_title`}
              label={t("settings:footer.columnTitle", { key })}
              error={serverErrors[`${attribute}.${key}.title`]}
            >
              <input
                id={`footer_${key}_title`}
                className={INPUT}
                maxLength={100}
                value={column.title}
                onChange={(event) => set(key, { title: event.currentTarget.value })}
              />
            </Field>
            <div className="flex flex-col gap-1.5">
              <label id={`footer_${key}_content-label`} htmlFor={`footer_${key}_content`} className="text-sm font-medium">
                {t("settings:footer.columnContent", { key })}
              </label>
              <RichTextEditor
                name={`footer_${key}_content`}
                defaultValue={column.content}
                invalid={Boolean(contentError)}
                describedBy={contentError ? `footer_${key}_content-error` : undefined}
                onChange={(content) => set(key, { content })}
                onBlur={() => {}}
              />
              <FieldError id={`footer_${key}_content`} error={contentError} />
            </div>
          </fieldset>
        );
      })}
    </ProfileForm>
  );
}
