import { History } from "lucide-react";
import { lazy } from "react";
import { ACTIVITY_ROLES } from "../../../contract/activities";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";

const loadPanel = () => import("./activity-panel");
const ActivityPanel = lazy(loadPanel);

/** Whether the signed-in user's toolbar has the activity button. */
export function useActivityButton() {
  const roles = useSite()?.user?.roles?.map((role) => role.name) ?? [];
  return roles.some((role) => (ACTIVITY_ROLES as readonly string[]).includes(role));
}

/** The toolbar's activity button, for centre staff and organization superusers; its panel loads on first use. */
export function ActivityButton() {
  const { t } = useTranslation();
  if (!useActivityButton()) return null;
  const trigger = (
    <IconButton label={t("toolbar.activity")} data-testid="activity-button">
      <History className="size-5" aria-hidden />
    </IconButton>
  );
  return <OpenOnDemand trigger={trigger} Panel={ActivityPanel} preload={loadPanel} />;
}
