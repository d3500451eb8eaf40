import { Sheet } from "../../components/ui/sheet";
import { cn } from "../../lib/cn";
import { type ColorModePreference, useColorMode } from "../../lib/color-mode";
import { useTranslation } from "../../lib/i18n";
import { useShapePreference } from "../../lib/shape-preference";

const MODES: ColorModePreference[] = ["system", "light", "dark"];
const MODE_KEY: Record<ColorModePreference, string> = {
  system: "toolbar.colorModeSystem",
  light: "toolbar.colorModeLight",
  dark: "toolbar.colorModeDark",
};

function Choice({ active, onClick, children }: { active: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        "rounded-md border px-3 py-2 text-sm font-medium",
        active ? "border-accent bg-primary-50 text-accent dark:bg-primary-950" : "border-border hover:bg-surface-sunken",
      )}
    >
      {children}
    </button>
  );
}

/** The sidebar's Customize panel: colour mode and shape for this device. */
export function ThemeSwitcher({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { preference, setPreference } = useColorMode();
  const [shape, setShape] = useShapePreference();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("theme.title")}
      description={t("theme.description")}
      closeLabel={t("toolbar.close")}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t("toolbar.colorMode")}</legend>
        <div className="flex flex-wrap gap-2">
          {MODES.map((mode) => (
            <Choice key={mode} active={preference === mode} onClick={() => setPreference(mode)}>
              {t(MODE_KEY[mode])}
            </Choice>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t("theme.shape")}</legend>
        <div className="flex flex-wrap gap-2">
          <Choice active={shape === "rounded"} onClick={() => setShape("rounded")}>
            {t("theme.rounded")}
          </Choice>
          <Choice active={shape === "straight"} onClick={() => setShape("straight")}>
            {t("theme.straight")}
          </Choice>
          <Choice active={shape === null} onClick={() => setShape(null)}>
            {t("theme.reset")}
          </Choice>
        </div>
      </fieldset>
    </Sheet>
  );
}
