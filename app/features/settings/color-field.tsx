import { isCssColor, SHADE_KEYS, type ShadeKey } from "../../../contract/volunteer-center-profile";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { generateShades, hexOf } from "./color";
import type { PaletteValue } from "./design-values";
import "../../lib/texts/settings";

const ERROR = "text-sm font-medium text-red-700 dark:text-red-300";
const WARNING = "rounded-md bg-amber-50 p-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100";

/** One colour: a picker and the same value as text (hex, rgb(), hsl() or oklch()), kept in step. */
export function ColorInput({
  id,
  label,
  value,
  onChange,
  error,
  warnings = [],
  compact,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  warnings?: string[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const message = error ?? (isCssColor(value) ? undefined : t("settings:design.invalidColor"));
  const describedBy = [message && `${id}-error`, warnings.length > 0 && `${id}-warning`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={compact ? "text-sm" : "text-sm font-medium"}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("settings:design.picker", { label })}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-border bg-surface-raised p-1"
          value={hexOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <input
          id={id}
          className={`${INPUT} font-mono`}
          value={value}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className={ERROR}>
          {message}
        </p>
      )}
      {warnings.length > 0 && (
        <ul id={`${id}-warning`} className={WARNING} data-testid="contrast-warning">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A colour with its 11 shades: choosing the colour makes the shades anew; each shade can then be changed on its own. */
export function PaletteField({
  name,
  value,
  onChange,
  errors,
  warnings,
}: {
  name: string;
  value: PaletteValue;
  onChange: (value: PaletteValue) => void;
  errors: Record<string, string>;
  warnings: string[];
}) {
  const { t } = useTranslation();
  const setBase = (base: string) => onChange({ base, shades: (isCssColor(base) && generateShades(base)) || value.shades });
  const setShade = (key: ShadeKey, shade: string) => onChange({ ...value, shades: { ...value.shades, [key]: shade } });
  const shadeErrors = SHADE_KEYS.some((key) => errors[`${name}_color_shades.${key}`]) || errors[`${name}_color_shades`];
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border p-3" data-testid={`palette-${name}`}>
      <ColorInput
        id={`${name}_color`}
        label={t(`settings:design.colors.${name}`)}
        value={value.base}
        onChange={setBase}
        error={errors[`${name}_color`]}
        warnings={warnings}
      />
      <div className="grid grid-cols-11 overflow-hidden rounded-md border border-border" aria-hidden>
        {SHADE_KEYS.map((key) => (
          <span key={key} className="h-8" style={{ background: value.shades[key] }} title={key} />
        ))}
      </div>
      <details open={Boolean(shadeErrors) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-link underline underline-offset-2">
          {t("settings:design.adjustShades")}
        </summary>
        <p className="mt-1 text-sm text-fg-muted">{t("settings:design.shadesHint")}</p>
        {errors[`${name}_color_shades`] && <p className={ERROR}>{errors[`${name}_color_shades`]}</p>}
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {SHADE_KEYS.map((key) => (
            <ColorInput
              key={key}
              compact
              id={`${name}_color_shades.${key}`}
              label={t("settings:design.shade", { color: t(`settings:design.colors.${name}`), key })}
              value={value.shades[key]}
              onChange={(shade) => setShade(key, shade)}
              error={errors[`${name}_color_shades.${key}`]}
            />
          ))}
        </div>
      </details>
    </div>
  );
}
