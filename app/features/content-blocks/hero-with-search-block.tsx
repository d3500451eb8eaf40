import { Search } from "lucide-react";
import type { ContentBlock } from "../../../contract/content-blocks";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { GuidedLink } from "../vacancy-search/guided-link";
import { useBlockLang } from "./block-lang";

type HeroWithSearch = Extract<ContentBlock, { type: "HeroWithSearch" }>;

/** The page's opening band with a search box into the vacancy bank: a plain GET form, so it works without JavaScript. */
export function HeroWithSearchBlock({ block, headingLevel }: { block: HeroWithSearch; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const lang = useBlockLang();
  return (
    <section className="bg-gradient-to-br from-primary-700 to-primary-900 text-white dark:from-primary-900 dark:to-primary-950">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <Heading className="max-w-3xl text-4xl font-bold tracking-tight break-words sm:text-5xl" lang={lang}>
          {block.title}
        </Heading>
        {block.lead && (
          <p className="mt-4 max-w-2xl text-lg text-primary-50 sm:text-xl" lang={lang}>
            {block.lead}
          </p>
        )}
        <search className="mt-8 block max-w-2xl">
          <form method="get" action={to("/vacancies/search")} className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`hero-q-${block.id}`} className="sr-only">
              {t("home:searchLabel")}
            </label>
            <input
              id={`hero-q-${block.id}`}
              type="search"
              name="q"
              placeholder={t("home:searchPlaceholder")}
              className={`${INPUT} h-12 border-white/40 bg-white text-neutral-900 placeholder:text-neutral-600 dark:bg-white dark:text-neutral-900`}
            />
            <button
              type="submit"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-secondary-300 px-6 font-semibold text-secondary-950 hover:bg-secondary-200"
            >
              <Search className="size-5" aria-hidden />
              {t("home:searchButton")}
            </button>
          </form>
        </search>
        <GuidedLink
          className="mt-3 text-primary-50"
          linkClassName="inline-flex min-h-11 items-center gap-1.5 font-semibold text-white underline underline-offset-4 hover:no-underline"
        />
      </div>
    </section>
  );
}
