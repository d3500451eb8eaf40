import { ArrowRight } from "lucide-react";
import type { Partner } from "../../../contract/partners";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";

/** The first letters of a name's first two words, for a partner without a logo. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");

/**
 * One partner on /partners: its logo on a light tile (logos are made for a white background, in dark mode too), its
 * name, text and a link to its website, which opens in the same tab like every other link.
 */
export function PartnerCard({ partner, eager }: { partner: Partner; eager?: boolean }) {
  const { t } = useTranslation();
  const text = useAuthoredText()(partner.text, partner.textEn);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface-raised">
      <div className="flex aspect-[2/1] items-center justify-center border-b border-border bg-white p-4">
        {partner.logoUrl ? (
          <img
            src={partner.logoUrl}
            alt={partner.name}
            width={partner.logoWidth ?? undefined}
            height={partner.logoHeight ?? undefined}
            loading={eager ? "eager" : "lazy"}
            className="h-auto max-h-full w-auto max-w-full object-contain"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-20 items-center justify-center rounded-full bg-primary-100 text-2xl font-bold text-primary-900"
          >
            {initialsOf(partner.name)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h2 className="text-xl font-semibold break-words">{partner.name}</h2>
        {text.text && (
          <p className="break-words text-fg-muted" lang={text.lang}>
            {text.text}
          </p>
        )}
        {partner.url && (
          <a
            href={partner.url}
            className="mt-auto inline-flex min-h-11 items-center self-start pt-2 font-medium text-link underline underline-offset-4 hover:no-underline"
          >
            <span>
              {/* A no-break space keeps the arrow with the last word. */}
              {`${t("home:partners.visit", { name: partner.name })}\u00a0`}
              <ArrowRight className="inline size-4 align-[-0.125em] rtl:-scale-x-100" aria-hidden />
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
