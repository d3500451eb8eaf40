import { useTranslation } from "react-i18next";
import type { OnDemandPanelProps } from "../ui/open-on-demand";
import { Sheet } from "../ui/sheet";
import { NavItems } from "./nav-items";

/** The navigation as a panel from the left on narrow screens, loaded on first use (header.tsx). */
export default function MainMenuPanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  return (
    <Sheet side="left" title={t("nav.main")} closeLabel={t("nav.closeMenu")} trigger={trigger} defaultOpen={defaultOpen}>
      <nav aria-label={t("nav.main")}>
        <NavItems vertical />
      </nav>
    </Sheet>
  );
}
