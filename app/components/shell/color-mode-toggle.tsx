import { Monitor, Moon, Sun } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { type ColorModePreference, useColorMode } from "../../lib/color-mode";
import { IconButton } from "../ui/icon-button";
import { MenuContent, MenuRadioItem } from "../ui/menu";

const OPTIONS: { value: ColorModePreference; key: string; Icon: typeof Sun }[] = [
  { value: "system", key: "toolbar.colorModeSystem", Icon: Monitor },
  { value: "light", key: "toolbar.colorModeLight", Icon: Sun },
  { value: "dark", key: "toolbar.colorModeDark", Icon: Moon },
];

export function ColorModeToggle() {
  const { t } = useTranslation();
  const { preference, mode, forced, setPreference } = useColorMode();
  const Icon = mode === "dark" ? Moon : Sun;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={forced !== null}>
        <IconButton label={t("toolbar.colorMode")} data-testid="color-mode-toggle" data-mode={mode}>
          <Icon className="size-5" aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <MenuContent align="end" label={t("toolbar.colorMode")}>
        <DropdownMenu.RadioGroup value={preference} onValueChange={(v) => setPreference(v as ColorModePreference)}>
          {OPTIONS.map(({ value, key, Icon: OptionIcon }) => (
            <MenuRadioItem key={value} value={value}>
              <OptionIcon className="size-4" aria-hidden />
              {t(key)}
            </MenuRadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
