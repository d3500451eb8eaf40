import { Check } from "lucide-react";
import type { ReactElement } from "react";
import { Link, useLocation } from "react-router";
import { languageOf, switchableLocales } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { switchLocaleHref, useLocale } from "../../lib/locale";

/** The languages as links to this page in each; `wrap` lets a panel close as one is followed. */
export function LanguageList({ wrap = (link) => link }: { wrap?: (link: ReactElement) => ReactElement }) {
  const locale = useLocale();
  const location = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {switchableLocales(locale).map((option) => (
        <li key={option}>
          {wrap(
            <Link
              to={switchLocaleHref(location.pathname, location.search, location.hash, option)}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? "true" : undefined}
              preventScrollReset
              className={cn(
                "flex items-center justify-between rounded-md px-3 py-3 text-base hover:bg-surface-sunken",
                option === locale && "font-semibold text-accent",
              )}
            >
              {languageOf(option).name}
              {option === locale && <Check className="size-4" aria-hidden />}
            </Link>,
          )}
        </li>
      ))}
    </ul>
  );
}
