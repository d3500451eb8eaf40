import type { VacancyStatus } from "../../../../contract/vacancy-options";
import { type BadgeTone, StatusBadge } from "../../../components/ui/status-badge";
import { useTranslation } from "../../../lib/i18n";
import "../../../lib/texts/vacancy-admin";

const TONE: Record<VacancyStatus, BadgeTone> = {
  draft: "neutral",
  published: "positive",
  filled: "info",
  expired: "waiting",
  archived: "neutral",
  deleted: "negative",
};

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONE[status]}>{t(`vacancy-admin:statuses.${status}`)}</StatusBadge>;
}
