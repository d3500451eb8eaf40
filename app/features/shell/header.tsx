import { Menu } from "lucide-react";
import { lazy } from "react";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { cn } from "../../lib/cn";
import { useWithoutScripts } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { AccountMenu } from "./account-menu";
import { ActivityButton, useActivityButton } from "./activity-button";
import { ColorModeToggle, ServerColorModeChoice } from "./color-mode-toggle";
import { LanguageSelector, useLanguageChoice } from "./language-selector";
import { MainMenu } from "./main-menu";
import { NavItems } from "./nav-items";
import { NotificationBell } from "./notification-bell";
import { SiteLogo } from "./site-logo";

const loadMainMenu = () => import("./main-menu-panel");
const MainMenuPanel = lazy(loadMainMenu);
// The same menu before the page hydrates (OpenOnDemand's withoutScript), for the server only.
const PhoneMenu = import.meta.env.SSR ? lazy(() => import("./phone-menu").then((m) => ({ default: m.PhoneMenu }))) : null;

export function Toolbar() {
  const { t } = useTranslation();
  const languages = useLanguageChoice();
  // With the activity button too, a 320 px phone has no room left for the centre's name: the language goes to the menu.
  const crowded = useActivityButton();
  return (
    <div role="toolbar" aria-label={t("toolbar.label")} className="flex items-center gap-1">
      {/* On a phone the centre's name needs the room: the main menu offers the colour mode instead. */}
      <div className="max-sm:hidden">
        <ColorModeToggle />
      </div>
      {languages && (
        <div className={crowded ? "max-[359px]:hidden" : undefined}>
          <LanguageSelector />
        </div>
      )}
      <NotificationBell />
      <ActivityButton />
      <AccountMenu />
    </div>
  );
}

export function Header() {
  const { t } = useTranslation();
  const site = useSite();
  // On a page served without scripts the visitor script makes the colour mode's radio buttons work (as the panel's).
  const withoutScripts = useWithoutScripts();
  const header = site?.center.profile?.themeConfig?.header;
  const legacy = header?.variant === "legacy";
  return (
    <header
      className={cn(
        "z-40 border-b border-border bg-surface-raised/95 backdrop-blur",
        header?.sticky !== false && "sticky top-0",
        legacy && "border-b-4 border-b-primary-600",
      )}
      data-sticky={header?.sticky !== false || undefined}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:rounded-md focus:bg-surface-raised focus:p-3"
      >
        {t("skipToContent")}
      </a>
      <div
        className={cn(
          "mx-auto flex h-16 items-center gap-2 px-3 min-[360px]:gap-4 min-[360px]:px-4 sm:px-6",
          !header?.fullWidth && "max-w-7xl",
        )}
      >
        <div className="lg:hidden">
          <OpenOnDemand
            trigger={
              <IconButton label={t("nav.openMenu")}>
                <Menu className="size-5" aria-hidden />
              </IconButton>
            }
            Panel={MainMenuPanel}
            preload={loadMainMenu}
            withoutScript={{
              content: PhoneMenu && (
                <PhoneMenu>
                  {withoutScripts && ServerColorModeChoice && (
                    // Only where the visitor script runs: without JavaScript these buttons would do nothing.
                    <div className="hidden in-data-visitor-script:block">
                      <ServerColorModeChoice className="border-t border-border pt-4 sm:hidden" />
                    </div>
                  )}
                </PhoneMenu>
              ),
              label: t("nav.main"),
              closeLabel: t("nav.closeMenu"),
            }}
          />
        </div>
        <SiteLogo />
        <nav
          aria-label={t("nav.main")}
          className={cn("hidden flex-1 lg:block", header?.centerMenuItems && "lg:flex lg:justify-center")}
        >
          <MainMenu fontClass={header?.menuItemFontClass} />
        </nav>
        <div className="ms-auto shrink-0 lg:ms-0">
          <Toolbar />
        </div>
      </div>
      {site?.user && (
        // The screens of the signed-in user's roles, apart from the centre's public menu.
        <div className="hidden border-t border-border bg-surface-sunken/60 lg:block">
          <nav aria-label={t("menus.personal")} className={cn("mx-auto px-4 py-1 sm:px-6", !header?.fullWidth && "max-w-7xl")}>
            <NavItems />
          </nav>
        </div>
      )}
    </header>
  );
}
