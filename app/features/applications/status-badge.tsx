import type { ApplicationStatus } from "../../../contract/applications";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { useTranslation } from "../../lib/i18n";

const TONE: Record<ApplicationStatus, BadgeTone> = {
  submitted: "waiting",
  accepted: "positive",
  rejected: "negative",
  withdrawn: "neutral",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONE[status]} testId="application-status">
      {t(`applications:statuses.${status}`)}
    </StatusBadge>
  );
}
