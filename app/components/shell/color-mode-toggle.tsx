import { Moon, Sun } from "lucide-react";
import { lazy } from "react";
import { useColorMode } from "../../lib/color-mode";
import { useTranslation } from "../../lib/i18n";
import { IconButton } from "../ui/icon-button";
import { OpenOnDemand } from "../ui/open-on-demand";

const loadMenu = () => import("./color-mode-menu");
const ColorModeMenu = lazy(loadMenu);

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { mode, forced } = useColorMode();
  const Icon = mode === "dark" ? Moon : Sun;
  // A page that forces its colour mode offers no choice.
  const trigger = (
    <IconButton label={t("toolbar.colorMode")} data-testid="color-mode-toggle" data-mode={mode} disabled={forced !== null}>
      <Icon className="size-5" aria-hidden />
    </IconButton>
  );
  return <OpenOnDemand trigger={trigger} Panel={ColorModeMenu} preload={loadMenu} />;
}
