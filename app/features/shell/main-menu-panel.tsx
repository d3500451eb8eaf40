import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { Sheet } from "../../components/ui/sheet";
import { useTranslation } from "../../lib/i18n";
import { ColorModeChoice } from "./color-mode-choice";
import { PhoneMenu } from "./phone-menu";

/** The menus as a panel from the left on narrow screens, loaded on first use (header.tsx); a followed link closes it. */
export default function MainMenuPanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedAt) {
      setOpen(false);
      setOpenedAt(pathname);
    }
  }, [pathname, openedAt]);
  return (
    <Sheet side="left" title={t("nav.main")} closeLabel={t("nav.closeMenu")} trigger={trigger} open={open} onOpenChange={setOpen}>
      <PhoneMenu>
        <ColorModeChoice className="border-t border-border pt-4 sm:hidden" />
      </PhoneMenu>
    </Sheet>
  );
}
