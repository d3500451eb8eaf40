import { DropdownMenu } from "radix-ui";
import { MenuContent, MenuRadioItem } from "../../components/ui/menu";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { type ColorModePreference, useColorMode } from "../../lib/color-mode";
import { useTranslation } from "../../lib/i18n";
import { COLOR_MODE_OPTIONS } from "./color-mode-options";

/** The colour mode's choices, loaded when the toolbar button is first used (color-mode-toggle.tsx). */
export default function ColorModeMenu({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  const { preference, setPreference } = useColorMode();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent align="end" label={t("toolbar.colorMode")}>
        <DropdownMenu.RadioGroup value={preference} onValueChange={(v) => setPreference(v as ColorModePreference)}>
          {COLOR_MODE_OPTIONS.map(({ value, key, Icon }) => (
            <MenuRadioItem key={value} value={value}>
              <Icon className="size-4" aria-hidden />
              {t(key)}
            </MenuRadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
