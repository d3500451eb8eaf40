import { Plus, Trash2 } from "lucide-react";
import type { FieldErrors } from "../../../contract/validation";
import { THEME_FONTS } from "../../../contract/volunteer-center-profile";
import { Button } from "../../components/ui/button";
import { FIELDSET, Field, INPUT, LEGEND } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import type { DesignValues } from "./design-values";
import "../../lib/texts/settings";

interface Props {
  values: DesignValues;
  set: (patch: Partial<DesignValues>) => void;
  errors: FieldErrors;
}

/** A control's error (and hint) for screen readers, as Field shows them. */
const describedBy = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [error && `${id}-error`, hint].filter(Boolean).join(" ") || undefined,
});

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" className="size-5 shrink-0" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A choice among typed options: the design form keeps its values typed, SelectField draws it. */
function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly [T, string][];
  onChange: (value: T) => void;
  error?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      error={error}
      value={value}
      options={options}
      onChange={(e) => onChange(e.currentTarget.value as T)}
    />
  );
}

/** Fonts, shape, footer variant and the quality marks: how the site looks beyond its colours. */
export function DisplayFields({ values, set, errors }: Props) {
  const { t } = useTranslation();
  const d = (key: string) => t(`settings:design.display.${key}`);
  const fonts = THEME_FONTS.map((font) => [font, font.split(",")[0]] as [string, string]);
  const variants: ["tab" | "legacy", string][] = [
    ["tab", d("variantTab")],
    ["legacy", d("variantLegacy")],
  ];
  return (
    <fieldset className={`${FIELDSET} sm:grid-cols-2`}>
      <legend className={LEGEND}>{d("legend")}</legend>
      <Select
        id="theme_config.fonts.sans"
        label={d("fontSans")}
        value={values.fontSans}
        options={fonts}
        onChange={(fontSans) => set({ fontSans })}
        error={errors["theme_config.fonts.sans"]}
      />
      <Select
        id="theme_config.fonts.heading"
        label={d("fontHeading")}
        value={values.fontHeading}
        options={fonts}
        onChange={(fontHeading) => set({ fontHeading })}
        error={errors["theme_config.fonts.heading"]}
      />
      <Select
        id="theme_config.default_shape"
        label={d("shape")}
        value={values.defaultShape}
        options={[
          ["rounded", d("shapeRounded")],
          ["straight", d("shapeStraight")],
        ]}
        onChange={(defaultShape) => set({ defaultShape })}
      />
      <Select
        id="theme_config.footer.variant"
        label={d("footerVariant")}
        value={values.footerVariant}
        options={variants}
        onChange={(footerVariant) => set({ footerVariant })}
      />
      <Check label={d("anbi")} checked={values.showAnbiLogo} onChange={(showAnbiLogo) => set({ showAnbiLogo })} />
      <Check label={d("nov")} checked={values.showNovLogo} onChange={(showNovLogo) => set({ showNovLogo })} />
    </fieldset>
  );
}

/** The header's options (theme_config.header). */
export function HeaderFields({ values, set, errors }: Props) {
  const { t } = useTranslation();
  const h = (key: string) => t(`settings:design.header.${key}`);
  const twoLanguages = Boolean(useSite()?.site.features.internationalization);
  const header = values.header;
  const setHeader = (patch: Partial<DesignValues["header"]>) => set({ header: { ...header, ...patch } });
  return (
    <fieldset className={`${FIELDSET} sm:grid-cols-2`}>
      <legend className={LEGEND}>{h("legend")}</legend>
      <Select
        id="theme_config.header.variant"
        label={h("variant")}
        value={header.variant}
        options={[
          ["tab", t("settings:design.display.variantTab")],
          ["legacy", t("settings:design.display.variantLegacy")],
        ]}
        onChange={(variant) => setHeader({ variant })}
      />
      <Field
        id="theme_config.header.menu_item_font_class"
        label={h("menuItemFontClass")}
        error={errors["theme_config.header.menu_item_font_class"]}
      >
        <input
          id="theme_config.header.menu_item_font_class"
          className={`${INPUT} font-mono`}
          value={header.menuItemFontClass}
          {...describedBy("theme_config.header.menu_item_font_class", errors["theme_config.header.menu_item_font_class"])}
          placeholder="font-semibold uppercase"
          onChange={(e) => setHeader({ menuItemFontClass: e.currentTarget.value })}
        />
      </Field>
      <Check label={h("fullWidth")} checked={header.fullWidth} onChange={(fullWidth) => setHeader({ fullWidth })} />
      <Check label={h("sticky")} checked={header.sticky} onChange={(sticky) => setHeader({ sticky })} />
      <Check
        label={h("languageToggle")}
        checked={header.languageToggle}
        onChange={(languageToggle) => setHeader({ languageToggle })}
      />
      {twoLanguages && (
        <Check
          label={h("englishContent")}
          checked={values.englishContent}
          onChange={(englishContent) => set({ englishContent })}
        />
      )}
      <Check
        label={h("centerMenuItems")}
        checked={header.centerMenuItems}
        onChange={(centerMenuItems) => setHeader({ centerMenuItems })}
      />
    </fieldset>
  );
}

/** Google Analytics and the centre's own CSS variables: for whoever knows what they are. */
export function TrackingFields({ values, set, errors }: Props) {
  const { t } = useTranslation();
  const a = (key: string, options?: Record<string, unknown>) => t(`settings:design.advanced.${key}`, options);
  const rows = values.cssVariables;
  const setRow = (index: number, patch: Partial<(typeof rows)[number]>) =>
    set({ cssVariables: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const cssError = Object.entries(errors).find(([key]) => key.startsWith("theme_config.css_variables"))?.[1];
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{a("legend")}</legend>
      <Field id="gtag_id" label={a("gtagId")} error={errors.gtag_id}>
        <input
          id="gtag_id"
          className={`${INPUT} font-mono`}
          value={values.gtagId}
          placeholder="G-XXXXXXX"
          {...describedBy("gtag_id", errors.gtag_id, "gtag_id-hint")}
          onChange={(e) => set({ gtagId: e.currentTarget.value })}
        />
      </Field>
      <p id="gtag_id-hint" className="-mt-3 text-sm text-fg-muted">
        {a("gtagHint")}
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">{a("cssVariables")}</legend>
        <p className="text-sm text-fg-muted">{a("cssHint")}</p>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; names may repeat while typed.
          <div key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <input
              className={`${INPUT} font-mono`}
              aria-label={a("cssName", { n: index + 1 })}
              placeholder="--brand-radius"
              value={row.name}
              onChange={(e) => setRow(index, { name: e.currentTarget.value })}
            />
            <input
              className={`${INPUT} col-start-1 font-mono sm:col-start-auto`}
              aria-label={a("cssValue", { n: index + 1 })}
              placeholder="12px"
              value={row.value}
              onChange={(e) => setRow(index, { value: e.currentTarget.value })}
            />
            <Button
              flavor="outline"
              color="danger"
              size="lg"
              className="row-span-2 self-start px-3 sm:row-span-1"
              aria-label={a("cssRemove", { n: index + 1 })}
              onClick={() => set({ cssVariables: rows.filter((_, i) => i !== index) })}
            >
              <Trash2 className="size-5" aria-hidden />
            </Button>
          </div>
        ))}
        {cssError && <p className="text-sm font-medium text-red-700 dark:text-red-300">{cssError}</p>}
        <Button
          flavor="outline"
          color="muted"
          size="lg"
          className="self-start"
          onClick={() => set({ cssVariables: [...rows, { name: "", value: "" }] })}
        >
          <Plus className="size-5" aria-hidden />
          {a("cssAdd")}
        </Button>
      </fieldset>
    </fieldset>
  );
}
