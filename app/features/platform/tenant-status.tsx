import type { TenantStatus } from "../../../contract/tenants";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/platform";

const TONES: Record<TenantStatus, BadgeTone> = { active: "positive", suspended: "waiting", archived: "neutral" };

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} testId="tenant-status">
      {t(`platform:status.${status}`)}
    </StatusBadge>
  );
}

/**
 * Suspend an active tenant, or make a suspended one active again; the browser asks first, as a delete does. Posts
 * `intent=status` with the status asked for.
 */
export function TenantStatusForm({ name, status }: { name: string; status: TenantStatus }) {
  const { t } = useTranslation();
  const suspend = status === "active";
  const confirm = suspend ? t("platform:tenant.suspendConfirm", { name }) : t("platform:tenant.reactivateConfirm", { name });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-fg-muted">
        {suspend
          ? t("platform:tenant.suspendIntro")
          : status === "archived"
            ? t("platform:archive.reactivateIntro")
            : t("platform:tenant.reactivateIntro")}
      </p>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(confirm)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="status" />
        <Button
          type="submit"
          name="status"
          value={suspend ? "suspended" : "active"}
          flavor="outline"
          color={suspend ? "danger" : "primary"}
          size="lg"
        >
          {suspend ? t("platform:tenant.suspend") : t("platform:tenant.reactivate")}
        </Button>
      </Form>
    </div>
  );
}
