import type { Workshop } from "../../../contract/workshops";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { InPreviewLanguage, PreviewLanguageChoice, usePreviewLanguage } from "../content-pages/language-preview";
import { WorkshopDescription } from "./workshop-text";
import "../../lib/texts/content";
import "../../lib/texts/workshops";

/** The saved workshop's texts as its page shows them, in Dutch or (where the centre publishes English) in English. */
export function WorkshopPreview({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const [language, setLanguage] = usePreviewLanguage();
  return (
    <section aria-labelledby="workshop-preview-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="workshop-preview-title" className="text-xl font-semibold">
        {t("content:workshops.preview")}
      </h2>
      <p className="text-fg-muted">{t("content:workshops.previewHint")}</p>
      <PreviewLanguageChoice value={language} onChange={setLanguage} />
      <div className="rounded-xl border border-border bg-surface p-4 sm:p-6" data-testid="workshop-preview">
        <InPreviewLanguage language={language}>
          <PreviewedText workshop={workshop} />
        </InPreviewLanguage>
      </div>
    </section>
  );
}

function PreviewedText({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const title = useAuthoredText()(workshop.title, workshop.titleEn);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium text-fg-muted">{t(`workshops:audience.${workshop.audience}`)}</p>
      <h3 className="text-2xl font-bold break-words" lang={title.lang}>
        {title.text}
      </h3>
      <WorkshopDescription workshop={workshop} />
    </div>
  );
}
