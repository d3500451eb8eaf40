import { type CSSProperties, useEffect, useRef, useState } from "react";
import { FOOTER_COLUMN_KEYS, SHADE_KEYS } from "../../../contract/volunteer-center-profile";
import type { FooterColumns } from "../../../contract/volunteer-centers";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { FooterColumnContent } from "../shell/footer-text";
import { QualityMarks } from "../shell/quality-marks";
import type { DesignValues } from "./design-values";
import { PALETTES } from "./design-values";
import "../../lib/texts/settings";
import { Panel } from "../../components/ui/panel";

type Mode = "light" | "dark";
type Width = "phone" | "desktop";
const WIDTHS: Record<Width, number> = { phone: 375, desktop: 1200 };
const SAFE_NAME = /^--[a-z0-9-]+$/;
const SAFE_VALUE = /^[^;{}<>\\]*$/;

/**
 * The site's CSS variables for the unsaved values, set on the preview alone. The preview uses only variable-backed
 * classes (never `dark:`), so its light or dark look does not depend on the mode of the screen around it.
 */
function previewVariables(values: DesignValues, mode: Mode): CSSProperties {
  const vars: Record<string, string> = {};
  for (const name of PALETTES) for (const key of SHADE_KEYS) vars[`--${name}-${key}`] = values.palettes[name].shades[key];
  const { muted, primary } = values.palettes;
  Object.assign(vars, {
    "--font-sans": `${values.fontSans}, var(--font-fallback)`,
    "--font-heading": `${values.fontHeading}, var(--font-fallback)`,
    "--radius-base": values.defaultShape === "straight" ? "0" : "0.625rem",
  });
  for (const { name, value } of values.cssVariables) if (SAFE_NAME.test(name) && SAFE_VALUE.test(value)) vars[name] = value;
  const light = mode === "light";
  Object.assign(vars, {
    "--surface": light ? values.background : muted.shades["950"],
    "--surface-raised": light ? "#ffffff" : muted.shades["900"],
    "--surface-sunken": light ? muted.shades["100"] : "oklch(0.1 0.02 260)",
    "--fg": light ? values.text : muted.shades["100"],
    "--fg-muted": light ? muted.shades["600"] : muted.shades["400"],
    "--border": light ? muted.shades["200"] : muted.shades["800"],
    "--accent": light ? primary.shades["700"] : primary.shades["300"],
    "--on-accent": light ? "#ffffff" : primary.shades["950"],
  });
  return vars as CSSProperties;
}

/** Fits the miniature's fixed page width into the space the screen gives it. */
function useZoom(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.3);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setZoom(Math.min(1, entry.contentRect.width / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { ref, zoom };
}

function Toggle<T extends string>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: [T, string][];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map(([option, text]) => (
        <label
          key={option}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-[:checked]:border-accent has-[:checked]:font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-500"
        >
          <input type="radio" name={name} className="size-4" checked={value === option} onChange={() => onChange(option)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/** A miniature of the centre's site (header, hero, two vacancy cards, footer) with the values not yet saved. */
export function SitePreview({
  values,
  footerColumns,
  centerName,
}: {
  values: DesignValues;
  footerColumns: FooterColumns;
  centerName: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("light");
  const [width, setWidth] = useState<Width>("desktop");
  const { ref, zoom } = useZoom(WIDTHS[width]);
  const p = (key: string) => t(`settings:design.preview.${key}`);
  const logo =
    mode === "dark" ? (values.images.website_logo_dark_mode ?? values.images.website_logo) : values.images.website_logo;
  const columns = FOOTER_COLUMN_KEYS.flatMap((key) => {
    const column = footerColumns[key];
    return column && (column.title || column.content) ? [{ key, ...column }] : [];
  });
  const dark = mode === "dark";
  const legacyFooter = values.footerVariant === "legacy";
  const menu = ["vacancyBank", "organizations", "dashboard"];
  return (
    <Panel id="preview-heading" title={p("title")} className="flex flex-col gap-3">
      <p className="text-fg-muted">{p("hint")}</p>
      <Toggle
        name="preview-mode"
        label={p("mode")}
        value={mode}
        onChange={setMode}
        options={[
          ["light", p("light")],
          ["dark", p("dark")],
        ]}
      />
      <Toggle
        name="preview-width"
        label={p("width")}
        value={width}
        onChange={setWidth}
        options={[
          ["desktop", p("desktop")],
          ["phone", p("phone")],
        ]}
      />
      <div ref={ref} className={cn("w-full", width === "phone" && "mx-auto max-w-[220px]")}>
        <div
          inert
          data-testid="site-preview"
          data-mode={mode}
          style={{ ...previewVariables(values, mode), width: WIDTHS[width], zoom }}
          className="overflow-hidden rounded-md border border-border bg-surface font-sans text-fg"
        >
          <div
            className={cn(
              "flex items-center gap-6 border-b border-border bg-surface-raised px-6 py-3",
              values.header.variant === "legacy" && "border-b-4 border-b-primary-600",
            )}
          >
            {logo ? (
              <img src={logo} alt="" className="h-10 w-auto max-w-48" data-testid="preview-logo" />
            ) : (
              <span className="font-heading text-xl font-bold text-accent">{centerName}</span>
            )}
            {width === "desktop" && (
              <ul
                className={cn(
                  "flex flex-1 gap-2 text-sm font-medium",
                  values.header.centerMenuItems && "justify-center",
                  values.header.menuItemFontClass,
                )}
              >
                {menu.map((key, i) => (
                  <li
                    key={key}
                    className={cn(
                      "rounded-md px-3 py-2",
                      i === 0 && (dark ? "bg-primary-950 text-accent" : "bg-primary-50 text-primary-800"),
                    )}
                  >
                    {t(`nav.${key}`)}
                  </li>
                ))}
              </ul>
            )}
            {values.header.languageToggle && <span className="ms-auto text-sm font-medium">NL · EN</span>}
          </div>
          <div className={cn("px-6 py-10", dark ? "bg-primary-950 text-primary-50" : "bg-primary-50 text-primary-950")}>
            <p className="font-heading text-4xl font-bold">{p("heroTitle")}</p>
            <p className="mt-3 max-w-xl text-lg">{p("heroLead")}</p>
            <span className="mt-5 inline-flex h-12 items-center rounded-md bg-accent px-5 font-medium text-on-accent">
              {p("heroButton")}
            </span>
          </div>
          <div className={cn("grid gap-4 px-6 py-8", width === "desktop" && "grid-cols-2")}>
            {["cardOne", "cardTwo"].map((card) => (
              <div key={card} className="rounded-lg border border-border bg-surface-raised p-4">
                <span className="rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-medium text-secondary-900">
                  {p("cardBadge")}
                </span>
                <p className="mt-2 font-heading text-lg font-semibold text-accent">{p(card)}</p>
                <p className="mt-1 text-sm text-fg-muted">{p("cardMeta")}</p>
              </div>
            ))}
          </div>
          <div
            data-testid="preview-footer"
            style={legacyFooter || dark ? undefined : { background: "var(--primary-950)", color: "#ffffff" }}
            className={cn("px-6 py-8", (legacyFooter || dark) && "border-t border-border bg-surface-sunken text-fg")}
          >
            <div className={cn("grid gap-6", width === "desktop" ? "grid-cols-4" : "grid-cols-1")}>
              {columns.map((column) => (
                <div key={column.key}>
                  <p className="text-base font-semibold">{column.title}</p>
                  <div className="mt-2 text-sm leading-relaxed opacity-90">
                    <FooterColumnContent text={column.content} />
                  </div>
                </div>
              ))}
            </div>
            <div className="mt-6 border-t border-current/20 pt-4">
              <QualityMarks anbi={values.showAnbiLogo} nov={values.showNovLogo} />
            </div>
          </div>
        </div>
      </div>
    </Panel>
  );
}
