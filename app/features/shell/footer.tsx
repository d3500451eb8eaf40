import { FOOTER_COLUMN_KEYS } from "../../../contract/volunteer-center-profile";
import { cn } from "../../lib/cn";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { OPEN_CONSENT_EVENT } from "./analytics-consent";
import { FooterLinks } from "./footer-links";
import { FooterColumnContent } from "./footer-text";
import { QualityMarks } from "./quality-marks";

/** Spec sections 3 and 9: columns 1-4, 6 and 8 (8 optional); the default variant sits on the darkest primary colour. */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const authored = useAuthoredText();
  const profile = site?.center.profile;
  const legacy = profile?.themeConfig?.footer?.variant === "legacy";
  // Column by column: the English one on /en where the centre wrote it, else the Dutch one marked as Dutch.
  const columns = FOOTER_COLUMN_KEYS.map((key) =>
    authored(profile?.footerColumns?.[key], profile?.footerColumnsEn?.[key]),
  ).filter(({ text: c }) => c && (c.title || c.content));
  return (
    <footer
      className={cn(
        "mt-auto",
        legacy
          ? "border-t border-border bg-surface-sunken text-fg"
          : "bg-primary-950 text-white dark:bg-surface-sunken dark:text-fg",
      )}
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {columns.length > 0 && (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map(({ text: column, lang }) => (
              <section key={column?.title} lang={lang}>
                <h2 className="text-base font-semibold">{column?.title}</h2>
                {/* 16 px text on 28 px lines: readable, and links on neighbouring lines are far enough apart to tap (WCAG 2.5.8). */}
                <div className="mt-2 text-base leading-7 opacity-90">
                  <FooterColumnContent text={column?.content ?? ""} />
                </div>
              </section>
            ))}
          </div>
        )}
        <div className={cn(columns.length > 0 && "mt-8")}>
          <FooterLinks />
        </div>
        <div className="mt-6 flex flex-col gap-4 border-t border-current/20 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <QualityMarks anbi={profile?.showAnbiLogo ?? false} nov={profile?.showNovLogo ?? false} />
          <div className="flex flex-wrap items-center gap-4 opacity-90">
            {profile?.gtagId && (
              <button
                type="button"
                className="min-h-11 underline underline-offset-2"
                onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
              >
                {t("footer.privacy")}
              </button>
            )}
            <span>{t("footer.copyright", { year: new Date().getFullYear(), name: site?.center.name ?? "" })}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
