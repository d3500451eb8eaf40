import type { BlockOf } from "../../../contract/content-blocks";
import type { RetentionPeriod } from "../../../contract/retention-periods";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { CenterContact } from "../shell/center-contact";
import "../../lib/texts/blocks";
import { useBlockLang } from "./block-lang";

/** What the site keeps and for how long, one term per kind of data, as the retention settings are now. */
export function RetentionPeriodsBlock({ block, periods }: { block: BlockOf<"RetentionPeriods">; periods: RetentionPeriod[] }) {
  const { t } = useTranslation();
  const lang = useBlockLang();
  const authored = useAuthoredText();
  // A form's title inside the sentence that names it, marked Dutch where it has no English on a page in English.
  const subject = (period: RetentionPeriod) => {
    const key = `blocks:retention.subject.${period.subject}`;
    if (!period.name) return t(key);
    const name = authored(period.name, period.nameEn);
    const [before, after = ""] = t(key, { name: "\u0000" }).split("\u0000");
    return (
      <>
        {before}
        <span lang={name.lang}>{name.text}</span>
        {after}
      </>
    );
  };
  const center = useSite()?.center.name ?? "";
  const term = (period: RetentionPeriod) =>
    period.unit && period.amount !== null
      ? t(`blocks:retention.term.${period.unit}`, { count: period.amount })
      : t(`blocks:retention.until.${period.until ?? "removed"}`, { center });
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 text-lg leading-relaxed sm:px-6" data-testid="retention-periods">
      <h2 className="text-2xl font-semibold" lang={block.title ? lang : undefined}>
        {block.title ?? t("blocks:retention.title")}
      </h2>
      <dl className="mt-4 divide-y divide-border">
        {periods.map((period) => (
          <div key={period.id} className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold">{subject(period)}</dt>
            <dd className="sm:col-span-2">
              <span className="block">{term(period)}</span>
              <span className="block text-base text-fg-muted">{t(`blocks:retention.about.${period.subject}`, { center })}</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-xl font-semibold">{t("blocks:retention.questions", { center })}</h3>
      <CenterContact />
    </section>
  );
}
