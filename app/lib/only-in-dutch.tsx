import type { ContentLanguage } from "../../contract/content-languages";
import { useTranslation } from "./i18n";

/** The small note above a centre's Dutch text on a page in another language; nothing where the text is the page's. */
export function OnlyInDutch({ lang, className }: { lang: ContentLanguage | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!lang) return null;
  return (
    <p className={className ?? "text-base text-fg-muted"} data-testid="only-in-dutch">
      {t("authoredContent.onlyInDutch")}
    </p>
  );
}
