import type { OrganizationStatus } from "../../../contract/organization-options";
import { StatusBadge as Badge, type BadgeTone } from "../../components/ui/status-badge";
import { useTranslation } from "../../lib/i18n";

const TONE: Record<OrganizationStatus, BadgeTone> = {
  approved: "positive",
  pending: "waiting",
  denied: "negative",
  archived: "neutral",
  deleted: "neutral",
};

/** Spec section 4: the statuses by their shown names (approved as Active). */
export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`organizations:statuses.${status}`)}</Badge>;
}
