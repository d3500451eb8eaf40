import { IMPORT_FIELDS, type Import } from "../../../contract/imports";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/imports";

/** The file's columns, each with the field it fills, to correct before running: the check is done again on the kept rows. */
export function ImportMappingForm({ item, submitting }: { item: Import; submitting: boolean }) {
  const { t } = useTranslation();
  const fields = IMPORT_FIELDS[item.kind].map((field) => [field, t(`imports:fields.${field}`)] as const);
  const options = [["", t("imports:detail.skipped")] as const, ...fields];
  return (
    <Form method="post" className="mt-2 flex flex-col gap-4" data-testid="import-mapping">
      <p className="text-fg-muted">{t("imports:detail.mappingHint")}</p>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {item.mapping.map((column, i) => (
          <div key={column.column} className="flex flex-col gap-1.5">
            <input type="hidden" name="column" value={column.column} />
            {/* The column's own name is the label: which field it fills is the choice, none is compulsory. */}
            <label htmlFor={`field-${i}`} className="text-sm font-medium break-all">
              {column.column}
            </label>
            <select id={`field-${i}`} name="field" className={INPUT} defaultValue={column.field ?? ""}>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" name="intent" value="recheck" flavor="outline" disabled={submitting}>
          {t("imports:detail.recheck")}
        </Button>
      </div>
    </Form>
  );
}
