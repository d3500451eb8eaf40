import { UserRound } from "lucide-react";
import { lazy, useEffect, useRef } from "react";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { toast } from "../../lib/toast-store";

const loadPanel = () => import("./account-menu-panel");
const AccountMenuPanel = lazy(loadPanel);
// The links before the page hydrates (OpenOnDemand's withoutScript), for the server only.
const AccountLinks = import.meta.env.SSR
  ? lazy(() => import("./account-links").then((m) => ({ default: m.AccountLinks })))
  : null;

/** The account menu's button; its contents (account-menu-panel.tsx) load on first use, its links work before that. */
export function AccountMenu() {
  const { t } = useTranslation();
  useOrganizationChangeToast();
  const user = useSite()?.user;
  const trigger = (
    <IconButton label={user ? `${t("toolbar.account")}: ${user.fullName}` : t("toolbar.account")} data-testid="account-menu">
      {user ? (
        // The initials are an avatar drawn by CSS, not text: the button's name says who, and WCAG 2.5.3 (label
        // in name) would otherwise want "NB" in that name.
        <span
          aria-hidden
          data-initials={`${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase()}
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-900 before:content-[attr(data-initials)] dark:bg-primary-900 dark:text-primary-100"
        />
      ) : (
        <UserRound className="size-5" aria-hidden />
      )}
    </IconButton>
  );
  return (
    <OpenOnDemand
      trigger={trigger}
      Panel={AccountMenuPanel}
      preload={loadPanel}
      withoutScript={{ content: AccountLinks && <AccountLinks />, label: t("toolbar.account") }}
    />
  );
}

/** Says so once the server has taken another organization (not before: the choice may still fail). */
function useOrganizationChangeToast() {
  const { t } = useTranslation();
  const organizations = useSite()?.organizations;
  const selectedId = organizations?.selectedId ?? null;
  const previous = useRef(selectedId);
  useEffect(() => {
    if (previous.current && selectedId && previous.current !== selectedId) {
      const name = organizations?.list.find((o) => o.id === selectedId)?.name;
      toast.info({ title: t("toolbar.organizationChanged", { name }) });
    }
    previous.current = selectedId;
  }, [selectedId, organizations, t]);
}
