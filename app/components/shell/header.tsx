import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { useLocalePath } from "../../lib/locale";
import { visibleNavItems } from "../../lib/navigation";
import { useSite } from "../../lib/site";
import { IconButton } from "../ui/icon-button";
import { Sheet } from "../ui/sheet";
import { AccountMenu } from "./account-menu";
import { ColorModeToggle } from "./color-mode-toggle";
import { LanguageSelector } from "./language-selector";
import { SiteLogo } from "./site-logo";

function NavItems({ vertical }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSite()?.user;
  const items = visibleNavItems(user ? (user.roles ?? []).map((r) => r.name) : null);
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1")}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={to(item.path)}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-sunken",
                vertical && "py-3 text-base",
                isActive && "bg-primary-50 text-accent dark:bg-primary-950",
              )
            }
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Toolbar() {
  const { t } = useTranslation();
  const site = useSite();
  const header = site?.center.profile?.themeConfig?.header;
  const languages = site?.site.features.internationalization && header?.languageToggle !== false;
  return (
    <div role="toolbar" aria-label={t("toolbar.label")} className="flex items-center gap-1">
      <ColorModeToggle />
      {languages && <LanguageSelector />}
      <AccountMenu />
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  const header = site?.center.profile?.themeConfig?.header;
  const legacy = header?.variant === "legacy";
  return (
    <header
      className={cn(
        "z-40 border-b border-border bg-surface-raised/95 backdrop-blur",
        header?.sticky !== false && "sticky top-0",
        legacy && "border-b-4 border-b-primary-600",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-surface-raised focus:p-3"
      >
        {t("skipToContent")}
      </a>
      <div className={cn("mx-auto flex h-16 items-center gap-4 px-4 sm:px-6", !header?.fullWidth && "max-w-7xl")}>
        <div className="lg:hidden">
          <Sheet
            side="left"
            title={t("nav.main")}
            closeLabel={t("nav.closeMenu")}
            trigger={
              <IconButton label={t("nav.openMenu")}>
                <Menu className="size-5" aria-hidden />
              </IconButton>
            }
          >
            <nav aria-label={t("nav.main")}>
              <NavItems vertical />
            </nav>
          </Sheet>
        </div>
        <SiteLogo />
        <nav
          aria-label={t("nav.main")}
          className={cn("hidden flex-1 lg:block", header?.centerMenuItems && "flex justify-center")}
        >
          <NavItems />
        </nav>
        <div className="ml-auto lg:ml-0">
          <Toolbar />
        </div>
      </div>
    </header>
  );
}
