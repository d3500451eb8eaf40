import { Moon, Sun } from "lucide-react";
import { lazy } from "react";
import { useColorMode } from "../../lib/color-mode";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { IconButton } from "../ui/icon-button";
import { OpenOnDemand } from "../ui/open-on-demand";

const loadMenu = () => import("./color-mode-menu");
const ColorModeMenu = lazy(loadMenu);

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, forced } = useColorMode();
  const Icon = mode === "dark" ? Moon : Sun;
  // The choice lives in localStorage, applied by a script: until the page has hydrated (and without JavaScript) the
  // button would do nothing, so it keeps its place unseen.
  const hydrated = useHydrated();
  // A page that forces its colour mode offers no choice.
  const trigger = (
    <IconButton
      label={t("toolbar.colorMode")}
      data-testid="color-mode-toggle"
      data-mode={mode}
      disabled={forced !== null}
      className={hydrated ? undefined : "invisible"}
    >
      <Icon className="size-5" aria-hidden />
    </IconButton>
  );
  return <OpenOnDemand trigger={trigger} Panel={ColorModeMenu} preload={loadMenu} />;
}
