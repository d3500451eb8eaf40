import type { Import } from "../../../contract/imports";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { ImportColumnSelects } from "./import-column-selects";
import { ImportTermSelects } from "./import-term-selects";
import "../../lib/texts/imports";

/**
 * The file's columns, each with the field it fills, and a WordPress export's terms with the vacancy type each gives, to
 * correct before running: the check is done again on the kept rows.
 */
export function ImportMappingForm({ item, submitting }: { item: Import; submitting: boolean }) {
  const { t } = useTranslation();
  const terms = item.source?.wordpress?.terms;
  return (
    <Form method="post" className="mt-2 flex flex-col gap-4" data-testid="import-mapping">
      <p className="text-fg-muted">{t("imports:detail.mappingHint")}</p>
      <ImportColumnSelects kind={item.kind} columns={item.mapping} />
      {terms && terms.length > 0 && <ImportTermSelects terms={terms} />}
      <div>
        <Button type="submit" name="intent" value="recheck" flavor="outline" disabled={submitting}>
          {t("imports:detail.recheck")}
        </Button>
      </div>
    </Form>
  );
}
