import { IMPORT_FIELDS, type ImportColumn, type ImportKind } from "../../../contract/imports";
import { FieldError, INPUT, invalidProps } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/imports";

/** A select per column of the file (fields `column` and `field`, in the file's order), with what is wrong at its column. */
export function ImportColumnSelects({
  kind,
  columns,
  errors = {},
}: {
  kind: ImportKind;
  columns: ImportColumn[];
  /** By column: what the API said of it. */
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const fields = IMPORT_FIELDS[kind].map((field) => [field, t(`imports:fields.${field}`)] as const);
  const options = [["", t("imports:detail.skipped")] as const, ...fields];
  return (
    <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {columns.map((column, i) => (
        <div key={column.column} className="flex flex-col gap-1.5">
          <input type="hidden" name="column" value={column.column} />
          {/* The column's own name is the label: which field it fills is the choice, none is compulsory. */}
          <label htmlFor={`field-${i}`} className="text-sm font-medium break-all">
            {column.column}
          </label>
          <select
            id={`field-${i}`}
            name="field"
            className={INPUT}
            defaultValue={column.field ?? ""}
            {...invalidProps(`field-${i}`, errors[column.column])}
          >
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          <FieldError id={`field-${i}`} error={errors[column.column]} />
        </div>
      ))}
    </div>
  );
}
