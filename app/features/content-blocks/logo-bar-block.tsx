import type { BlockOf } from "../../../contract/content-blocks";
import type { Partner } from "../../../contract/partners";
import { useTranslation } from "../../lib/i18n";
import { MoreLink } from "./more-link";
import "../../lib/texts/blocks";
import { useBlockLang } from "./block-lang";

/** Every logo on a white tile (so a dark logo stays visible in dark mode), all as high, however large its file. */
const TILE =
  "flex h-24 min-w-11 items-center justify-center rounded-lg bg-white px-5 py-4 text-center font-semibold text-neutral-900 ring-1 ring-border";

/** The centre's partners' logos in a centred row that wraps, each to the partner's site; a link to all partners. */
export function LogoBarBlock({ block, partners }: { block: BlockOf<"LogoBar">; partners: Partner[] }) {
  const { t } = useTranslation();
  const lang = useBlockLang();
  if (partners.length === 0) return null;
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-7xl text-center">
        <h2 className="mb-6 text-3xl font-bold tracking-tight break-words" lang={block.title ? lang : undefined}>
          {block.title ?? t("blocks:partners.title")}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-4">
          {partners.map((partner) => {
            const logo = partner.logoUrl ? (
              <img
                src={partner.logoUrl}
                alt={partner.name}
                width={partner.logoWidth ?? undefined}
                height={partner.logoHeight ?? undefined}
                loading="lazy"
                decoding="async"
                className="h-auto max-h-16 w-auto max-w-40 object-contain"
              />
            ) : (
              <span className="max-w-48 break-words">{partner.name}</span>
            );
            return (
              <li key={partner.id}>
                {partner.url ? (
                  <a href={partner.url} className={`${TILE} transition-shadow hover:ring-2 hover:ring-accent`}>
                    {logo}
                  </a>
                ) : (
                  <div className={TILE}>{logo}</div>
                )}
              </li>
            );
          })}
        </ul>
        <MoreLink path="/partners" label={t("blocks:partners.all")} />
      </div>
    </section>
  );
}
