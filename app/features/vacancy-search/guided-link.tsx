import { Link } from "react-router";
import type { Locale } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";

// The way into "Help me kiezen" and its addresses, without the questions' code: the home page, the hero and the bank
// link to it.

/** The page's path in each language; another language uses the English one. */
export const GUIDED_PATHS: Record<string, string> = { nl: "/hulp-bij-kiezen", en: "/help-me-choose" };
export const guidedPathOf = (locale: Locale | string) => GUIDED_PATHS[locale] ?? GUIDED_PATHS.en;

/** Marks the bank reached from the questions: it then says why it shows these ("Omdat je koos voor ..."). */
export const GUIDED_PARAM = "guided";
export const STEP_PARAM = "step";

/** The guided page at a step with these answers. */
export function stepHref(locale: Locale | string, answers: URLSearchParams, step: number): string {
  const query = new URLSearchParams(answers);
  if (step > 1) query.set(STEP_PARAM, String(step));
  const text = query.toString();
  return `/${locale}${guidedPathOf(locale)}${text ? `?${text}` : ""}`;
}

export const GUIDED_LINK = "inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline";

/** "Not sure what you are looking for? Help me choose": the way into the questions, from the home page and the bank. */
export function GuidedLink({ className, linkClassName = GUIDED_LINK }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className={className}>
      {t("vacancy-search:guided.ask")}{" "}
      <Link to={`/${locale}${guidedPathOf(locale)}`} className={linkClassName} data-testid="guided-link">
        {t("vacancy-search:guided.link")}
      </Link>
    </p>
  );
}
