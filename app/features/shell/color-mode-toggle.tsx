import { Moon, Sun } from "lucide-react";
import { lazy } from "react";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { useColorMode } from "../../lib/color-mode";
import { useHydrated, useWithoutScripts } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";

const loadMenu = () => import("./color-mode-menu");
const ColorModeMenu = lazy(loadMenu);
/** Unseen until the visitor script runs (a browser without JavaScript keeps it so): it marks the page. */
const VISITOR_SCRIPT_SHOWS = "invisible in-data-visitor-script:visible";

/** The choice as radio buttons, for the menus of a page served without scripts: the server's only. */
export const ServerColorModeChoice = import.meta.env.SSR
  ? lazy(() => import("./color-mode-choice").then((m) => ({ default: m.ColorModeChoice })))
  : null;

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, forced } = useColorMode();
  const Icon = mode === "dark" ? Moon : Sun;
  // The choice lives in localStorage, applied by a script: until the page has hydrated (and without JavaScript) the
  // button would do nothing, so it keeps its place unseen. A page served without scripts has the visitor script.
  const hydrated = useHydrated();
  const withoutScripts = useWithoutScripts();
  // A page that forces its colour mode offers no choice.
  const trigger = (
    <IconButton
      label={t("toolbar.colorMode")}
      data-testid="color-mode-toggle"
      data-mode={mode}
      disabled={forced !== null}
      className={hydrated ? undefined : withoutScripts ? VISITOR_SCRIPT_SHOWS : "invisible"}
    >
      <Icon className="size-5" aria-hidden />
    </IconButton>
  );
  return (
    <OpenOnDemand
      trigger={trigger}
      Panel={ColorModeMenu}
      preload={loadMenu}
      withoutScript={
        withoutScripts && ServerColorModeChoice
          ? { content: <ServerColorModeChoice />, label: t("toolbar.colorMode") }
          : undefined
      }
    />
  );
}
