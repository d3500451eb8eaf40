import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import type { OnDemandPanelProps } from "../ui/open-on-demand";
import { Sheet } from "../ui/sheet";
import { useActivityButton } from "./activity-button";
import { ColorModeChoice } from "./color-mode-choice";
import { LanguageList } from "./language-list";
import { useLanguageChoice } from "./language-selector";
import { MainMenuColumn } from "./main-menu";
import { NavItems } from "./nav-items";

/** The menus as a panel from the left on narrow screens, loaded on first use (header.tsx); a followed link closes it. */
export default function MainMenuPanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  const user = useSite()?.user;
  const languages = useLanguageChoice();
  const crowded = useActivityButton();
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
      <div className="-mx-1 flex min-h-0 flex-col gap-6 overflow-y-auto px-1">
        <nav aria-label={t("nav.main")}>
          <MainMenuColumn />
        </nav>
        {user && (
          <nav aria-label={t("menus.personal")} className="border-t border-border pt-4">
            <h2 className="mb-2 px-3 text-sm font-semibold text-fg-muted">{t("menus.personal")}</h2>
            <NavItems vertical />
          </nav>
        )}
        <ColorModeChoice className="border-t border-border pt-4 sm:hidden" />
        {languages && crowded && (
          <nav aria-label={t("toolbar.language")} className="border-t border-border pt-4 min-[360px]:hidden">
            <h2 className="mb-2 px-3 text-sm font-semibold text-fg-muted">{t("toolbar.language")}</h2>
            <LanguageList />
          </nav>
        )}
      </div>
    </Sheet>
  );
}
