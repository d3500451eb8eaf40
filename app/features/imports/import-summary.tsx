import { type Import, isCheckedImport as isChecked } from "../../../contract/imports";
import { DetailsList } from "../../components/ui/details-list";
import { StatusBadge } from "../../components/ui/status-badge";
import { useTranslation } from "../../lib/i18n";
import { STATUS_TONE } from "./import-list";
import { ImportMappingForm } from "./import-mapping-form";
import "../../lib/texts/imports";

/**
 * How an import stands: its status, what the check found, and which column fills which field, as a form to correct
 * while it is checked and not run.
 */
export function ImportSummary({ item, submitting }: { item: Import; submitting: boolean }) {
  const { t } = useTranslation();
  const { counts } = item;
  const found = (["create", "update", "unchanged", "invalid"] as const)
    .filter((key) => counts[key] > 0)
    .map((key) => t(`imports:counts.${key}`, { count: counts[key] }));
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={STATUS_TONE[item.status]}>{t(`imports:status.${item.status}`)}</StatusBadge>
        <span>
          {t(`imports:kinds.${item.kind}`)} · {t("imports:counts.rows", { count: counts.rows })}
          {found.length > 0 && `: ${found.join(", ")}`}
        </span>
      </p>
      {/* A large file's columns are known once its job has read it. */}
      {item.mapping.length > 0 && (
        <section aria-labelledby="mapping-title">
          <h2 id="mapping-title" className="text-lg font-semibold">
            {t("imports:detail.mapping")}
          </h2>
          {isChecked(item) ? (
            <ImportMappingForm item={item} submitting={submitting} />
          ) : (
            <DetailsList
              className="mt-2"
              rows={item.mapping.map((column) => [
                column.column,
                column.field ? t(`imports:fields.${column.field}`) : t("imports:detail.skipped"),
              ])}
            />
          )}
        </section>
      )}
    </div>
  );
}
