import { useSearchParams } from "react-router";
import { TabNav } from "../../components/ui/tab-nav";
import { usePublishesEnglish } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** The language of what is edited (decision 28), for a centre that publishes English: Dutch, or English (?taal=en). */
export function LanguageTabs({ path, untranslated }: { path: string; untranslated: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!usePublishesEnglish()) return null;
  const english = `${path}?taal=en`;
  return (
    <div className="mb-6 flex flex-col gap-2">
      <TabNav
        label={t("content:pages.languageTabs")}
        activePath={params.get("taal") === "en" ? english : path}
        tabs={[
          { path, label: "content:pages.tabs.nl" },
          { path: english, label: "content:pages.tabs.en" },
        ]}
      />
      {untranslated && (
        <p className="text-sm text-fg-muted" data-testid="untranslated">
          <span lang="en">{t("content:pages.tabs.en")}</span>: {t("content:pages.untranslated")}
        </p>
      )}
    </div>
  );
}
