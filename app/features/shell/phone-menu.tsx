import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { useMenu } from "../menus/menus";
import { useActivityButton } from "./activity-button";
import { LanguageList } from "./language-list";
import { useLanguageChoice } from "./language-selector";
import { MenuLink } from "./main-menu";
import { MenuItemName } from "./menu-item-name";
import { NavItems } from "./nav-items";

/**
 * The phone menu's sections: the main menu, the signed-in user's screens, `children` (the panel's colour mode, which
 * needs a script) and the language where the toolbar has no room for it. In the panel (main-menu-panel.tsx) and,
 * before the page hydrates, in the header's popover.
 */
export function PhoneMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSite()?.user;
  const languages = useLanguageChoice();
  const crowded = useActivityButton();
  return (
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
      {children}
      {languages && crowded && (
        <nav aria-label={t("toolbar.language")} className="border-t border-border pt-4 min-[360px]:hidden">
          <h2 className="mb-2 px-3 text-sm font-semibold text-fg-muted">{t("toolbar.language")}</h2>
          <LanguageList />
        </nav>
      )}
    </div>
  );
}

/** The main menu in the phone's drawer: every item at once, a submenu indented under its item (no second tap). */
function MainMenuColumn() {
  const entries = useMenu("header-main");
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.item.id}>
          <MenuLink href={entry.href} className={"py-3 text-base"}>
            <MenuItemName item={entry.item} />
          </MenuLink>
          {entry.children.length > 0 && (
            <ul className="ms-4 flex flex-col gap-1 border-s border-border ps-2">
              {entry.children.map((child) => (
                <li key={child.item.id}>
                  <MenuLink href={child.href} className={"py-3 text-base"}>
                    <MenuItemName item={child.item} />
                  </MenuLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
