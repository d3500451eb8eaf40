import { Check, Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LOCALES } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { switchLocaleHref, useLocale } from "../../lib/locale";
import { IconButton } from "../ui/icon-button";
import { Sheet, SheetClose } from "../ui/sheet";

/** Spec section 2: the language panel opens on the right; choosing keeps the current page. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Sheet
      title={t("toolbar.language")}
      closeLabel={t("toolbar.close")}
      trigger={
        // The name contains the visible code (WCAG 2.5.3, label in name), so "NL" works for voice control too.
        <IconButton
          label={`${t("toolbar.language")} (${locale.toUpperCase()})`}
          data-testid="language-selector"
          className="w-auto gap-1 px-2"
        >
          <Languages className="size-5" aria-hidden />
          <span className="text-sm font-semibold">{locale.toUpperCase()}</span>
        </IconButton>
      }
    >
      <ul className="flex flex-col gap-1">
        {LOCALES.map((option) => (
          <li key={option}>
            <SheetClose asChild>
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
                {t(`languages.${option}`)}
                {option === locale && <Check className="size-4" aria-hidden />}
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
