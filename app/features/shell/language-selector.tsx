import { Languages } from "lucide-react";
import { lazy } from "react";
import { IconButton } from "../../components/ui/icon-button";
import { OpenOnDemand } from "../../components/ui/open-on-demand";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useSite } from "../../lib/site";

const loadPanel = () => import("./language-panel");
const LanguagePanel = lazy(loadPanel);
// The links before the page hydrates (OpenOnDemand's withoutScript), for the server only.
const LanguageList = import.meta.env.SSR
  ? lazy(() => import("./language-list").then((m) => ({ default: m.LanguageList })))
  : null;

/** Whether the site offers a language choice: the tenant has more than one language and the centre shows it. */
export function useLanguageChoice() {
  const site = useSite();
  return Boolean(site?.site.features.internationalization && site.center.profile?.themeConfig?.header?.languageToggle !== false);
}

/** The toolbar's language button; its panel (language-panel.tsx) loads on first use, its links work before that. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const locale = useLocale();
  const trigger = (
    // The name contains the visible code (WCAG 2.5.3, label in name), so "NL" works for voice control too.
    <IconButton
      label={`${t("toolbar.language")} (${locale.toUpperCase()})`}
      data-testid="language-selector"
      className="w-auto min-w-11 gap-1 px-2"
    >
      <Languages className="size-5 max-sm:hidden" aria-hidden />
      <span className="text-sm font-semibold">{locale.toUpperCase()}</span>
    </IconButton>
  );
  return (
    <OpenOnDemand
      trigger={trigger}
      Panel={LanguagePanel}
      preload={loadPanel}
      withoutScript={{ content: LanguageList && <LanguageList />, label: t("toolbar.language") }}
    />
  );
}
