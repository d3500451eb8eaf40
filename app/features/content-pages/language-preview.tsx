import { type ReactNode, useState } from "react";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../../contract/content-languages";
import { languageOf } from "../../../locales/languages";
import { PressedButton } from "../../components/ui/pressed-button";
import { ShownLocale, usePublishesEnglish } from "../../lib/content-language";
import { loadCatalogue, TextsProvider, useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import "../../lib/texts/content";

/** The language a preview shows: the page's where it is one of the content languages, else Dutch. */
export function usePreviewLanguage() {
  const locale = useLocale();
  return useState<ContentLanguage>(locale === "en" ? "en" : "nl");
}

/**
 * "Nederlands / English" above a preview, where the centre publishes English: the language's texts are loaded
 * before the preview switches to it (the browser has its page's language only).
 */
export function PreviewLanguageChoice({
  value,
  onChange,
}: {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
}) {
  const { t } = useTranslation();
  if (!usePublishesEnglish()) return null;
  return (
    <fieldset className="flex flex-wrap gap-2" data-testid="preview-language">
      <legend className="sr-only">{t("content:preview.language")}</legend>
      {CONTENT_LANGUAGES.map((language) => (
        <PressedButton
          key={language}
          pressed={value === language}
          lang={language}
          onClick={() => loadCatalogue(language).then(() => onChange(language))}
        >
          {languageOf(language).name}
        </PressedButton>
      ))}
    </fieldset>
  );
}

/**
 * A preview as visitors of `language` get it: the interface's words in that language, the centre's English where it
 * wrote it, else its Dutch marked lang="nl" with the note (decision 35).
 */
export function InPreviewLanguage({ language, children }: { language: ContentLanguage; children: ReactNode }) {
  const locale = useLocale();
  return (
    <div lang={language === locale ? undefined : language}>
      <TextsProvider locale={language}>
        <ShownLocale.Provider value={language}>{children}</ShownLocale.Provider>
      </TextsProvider>
    </div>
  );
}
