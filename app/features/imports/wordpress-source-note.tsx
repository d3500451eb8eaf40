import type { ImportSource } from "../../../contract/imports";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/imports";

/** Which of a WordPress export's post types was read, and the others it holds: another is a new check with that type. */
export function WordPressSourceNote({ wordpress }: { wordpress: NonNullable<ImportSource["wordpress"]> }) {
  const { t } = useTranslation();
  const read = wordpress.postTypes.find((type) => type.name === wordpress.postType);
  const others = wordpress.postTypes.filter((type) => type.name !== wordpress.postType);
  return (
    <div className="flex flex-col gap-1" data-testid="wordpress-source">
      <p>{t("imports:detail.wordpressRead", { postType: wordpress.postType, count: read?.count ?? 0 })}</p>
      {others.length > 0 && (
        <p className="text-fg-muted">
          {t("imports:detail.wordpressOthers", { others: others.map((type) => `${type.name} (${type.count})`).join(", ") })}
        </p>
      )}
    </div>
  );
}
