import { Check } from "lucide-react";
import { Link, useLocation } from "react-router";
import { LOCALES } from "../../../locales/languages";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { switchLocaleHref, useLocale } from "../../lib/locale";
import type { OnDemandPanelProps } from "../ui/open-on-demand";
import { Sheet, SheetClose } from "../ui/sheet";

/** Spec section 2: the language panel opens on the right; choosing keeps the current page. Loaded on first use. */
export default function LanguagePanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <Sheet title={t("toolbar.language")} closeLabel={t("toolbar.close")} trigger={trigger} defaultOpen={defaultOpen}>
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
