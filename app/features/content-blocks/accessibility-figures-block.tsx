import { ACCESSIBILITY_FIGURES } from "../../../contract/accessibility-figures";
import type { BlockOf } from "../../../contract/content-blocks";
import { dateFormat } from "../../../contract/intl-formats";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { CenterContact } from "../shell/center-contact";
import "../../lib/texts/blocks";
import { useBlockLang } from "./block-lang";

/** How the site is checked, with the figures of the last checks and their date (contract/accessibility-figures.json). */
export function AccessibilityFiguresBlock({ block }: { block: BlockOf<"AccessibilityFigures"> }) {
  const { t, i18n } = useTranslation();
  const lang = useBlockLang();
  const { axe, lighthouse } = ACCESSIBILITY_FIGURES;
  const center = useSite()?.center.name ?? "";
  const day = (iso: string) => dateFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 text-lg leading-relaxed sm:px-6" data-testid="accessibility-figures">
      <h2 className="text-2xl font-semibold" lang={block.title ? lang : undefined}>
        {block.title ?? t("blocks:accessibility.title")}
      </h2>
      <p className="mt-4">{t("blocks:accessibility.axe", { version: axe.version })}</p>
      {lighthouse ? (
        <>
          <p className="mt-4">{t("blocks:accessibility.lighthouse", { date: day(lighthouse.measuredOn) })}</p>
          <ul className="mt-2 list-disc ps-6">
            {lighthouse.scores.map((score) => (
              <li key={score.page} className="mt-1">
                {t("blocks:accessibility.score", {
                  page: t(`blocks:accessibility.pages.${score.page}`),
                  score: score.accessibility,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4">{t("blocks:accessibility.notMeasured")}</p>
      )}
      <h3 className="mt-6 text-xl font-semibold">{t("blocks:accessibility.report")}</h3>
      <p className="mt-2">{t("blocks:accessibility.reportHow", { center })}</p>
      <CenterContact />
    </section>
  );
}
