import { InputField } from "../../../components/ui/input-field";
import { usePublishesEnglish } from "../../../lib/content-language";
import { useTranslation } from "../../../lib/i18n";
import { ERROR, FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
import { RichTextEditor } from "./rich-text-editor";
import "../../../lib/texts/vacancy-admin";

/**
 * The vacancy's optional English title and description (decision 35), where the centre publishes English; elsewhere
 * they travel along unseen, so saving the Dutch never drops an English text kept while English is switched off.
 */
export function EnglishSection({ kit, onDescriptionBlur }: { kit: FormKit; onDescriptionBlur: (html: string) => void }) {
  const { t } = useTranslation();
  const publishesEnglish = usePublishesEnglish();
  const { draft, error, control, markDirty } = kit;
  if (!publishesEnglish)
    return (
      <>
        <input type="hidden" name="title_en" value={draft.title_en} />
        <input type="hidden" name="description_en" value={draft.description_en} />
      </>
    );
  return (
    <fieldset className={FIELDSET} data-testid="vacancy-english">
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.english")}</legend>
      <p className={`${HINT} sm:col-span-2`}>
        {draft.title_en ? t("vacancy-admin:form.englishHint") : t("vacancy-admin:form.untranslated")}
      </p>
      <div className="sm:col-span-2">
        <InputField
          {...control("title_en")}
          label={t("vacancy-admin:form.titleEn")}
          lang="en"
          maxLength={120}
          defaultValue={draft.title_en}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <span id="description_en-label" className="text-sm font-medium">
          {t("vacancy-admin:form.descriptionEn")}
        </span>
        <div lang="en">
          <RichTextEditor
            name="description_en"
            defaultValue={draft.description_en}
            invalid={Boolean(error("description_en"))}
            describedBy={error("description_en") ? "description_en-error" : undefined}
            onChange={markDirty}
            onBlur={onDescriptionBlur}
          />
        </div>
        {error("description_en") && (
          <p id="description_en-error" className={ERROR}>
            {error("description_en")}
          </p>
        )}
      </div>
    </fieldset>
  );
}
