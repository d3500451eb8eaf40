import { useId } from "react";
import { useColorMode } from "../../lib/color-mode";
import { useTranslation } from "../../lib/i18n";
import { COLOR_MODE_OPTIONS } from "./color-mode-options";

/**
 * The colour mode as radio buttons: the main menu's, on phones too narrow for the toolbar's button (header.tsx), and
 * both menus' on a page served without scripts.
 */
export function ColorModeChoice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, setPreference, forced } = useColorMode();
  // Its own radio group: a page served without scripts has this choice in two menus (visitor-script.ts keeps both).
  const name = useId();
  if (forced !== null) return null;
  return (
    <fieldset className={className}>
      <legend className="mb-2 px-3 text-sm font-semibold text-fg-muted">{t("toolbar.colorMode")}</legend>
      {COLOR_MODE_OPTIONS.map(({ value, key, Icon }) => (
        <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 hover:bg-surface-sunken">
          <input
            type="radio"
            name={name}
            value={value}
            data-color-mode
            checked={preference === value}
            onChange={() => setPreference(value)}
            className="size-5"
          />
          <Icon className="size-4" aria-hidden />
          {t(key)}
        </label>
      ))}
    </fieldset>
  );
}
