import { Link } from "react-router";
import type { Import, ImportStatus } from "../../../contract/imports";
import { ROW, ROWS } from "../../components/ui/item-list";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { TimeAgo } from "../../components/ui/time-ago";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/imports";

export const STATUS_TONE: Record<ImportStatus, BadgeTone> = {
  checking: "waiting",
  ready: "info",
  running: "waiting",
  done: "positive",
  failed: "negative",
  undoing: "waiting",
  undone: "neutral",
};

/** The centre's imports, newest first: file, kind, how it stands, when; each opens its check. */
export function ImportList({ imports }: { imports: Import[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <ul className={ROWS} aria-label={t("imports:list.label")} data-testid="import-list">
      {imports.map((item) => (
        <li key={item.id} className={`${ROW} p-4`} data-testid="import">
          <div className="flex min-w-0 flex-col gap-1">
            <Link to={to(`/import/${item.id}`)} className="font-semibold break-all text-link hover:underline">
              {item.fileName}
            </Link>
            <p className="text-sm text-fg-muted">
              {t(`imports:kinds.${item.kind}`)} · {t("imports:counts.rows", { count: item.counts.rows })} ·{" "}
              <TimeAgo iso={item.createdAt} />
            </p>
          </div>
          <StatusBadge tone={STATUS_TONE[item.status]}>{t(`imports:status.${item.status}`)}</StatusBadge>
        </li>
      ))}
    </ul>
  );
}
