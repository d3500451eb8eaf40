import { Monitor, Moon, Sun } from "lucide-react";
import type { ColorModePreference } from "../../lib/color-mode";

/** The colour mode's choices, in the toolbar's menu and, on the narrowest phones, in the main menu. */
export const COLOR_MODE_OPTIONS: { value: ColorModePreference; key: string; Icon: typeof Sun }[] = [
  { value: "system", key: "toolbar.colorModeSystem", Icon: Monitor },
  { value: "light", key: "toolbar.colorModeLight", Icon: Sun },
  { value: "dark", key: "toolbar.colorModeDark", Icon: Moon },
];
