import type { MediaUsage } from "../../../contract/media-files";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** Where a file is used, one line per use ("Vacature: Koffie schenken"). */
export function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 list-disc ps-6" data-testid="media-usages">
      {usages.map((usage) => (
        <li key={`${usage.type}-${usage.id}`}>{t(`content:fileUpload.usage.${usage.type}`, { label: usage.label })}</li>
      ))}
    </ul>
  );
}
