import { formatBytes } from "../../lib/format-bytes";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** The centre's storage as a bar with "X MB van Y MB gebruikt"; the text says it all, the bar only shows it. */
export function QuotaBar({ used, quota }: { used: number; quota: number }) {
  const { t, i18n } = useTranslation();
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  const text = t("content:fileUpload.quota", {
    used: formatBytes(used, i18n.language),
    quota: formatBytes(quota, i18n.language),
  });
  return (
    <div className="flex flex-col gap-1.5" data-testid="media-quota">
      <p className="text-base">
        <span className="font-medium">{t("content:fileUpload.quotaLabel")}: </span>
        {text}
      </p>
      <div className="h-3 w-full overflow-hidden rounded-full bg-surface-sunken" aria-hidden>
        <div
          className={share > 0.9 ? "h-full bg-red-700 dark:bg-red-400" : "h-full bg-accent"}
          style={{ width: `${Math.max(share * 100, used > 0 ? 1 : 0)}%` }}
        />
      </div>
    </div>
  );
}
