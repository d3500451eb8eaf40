import { FORM_LIMITS, type Form } from "../../../contract/forms";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { InputField } from "../../components/ui/input-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { usePublishesEnglish } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import type { serverCheckedFields } from "../../lib/server-checked-fields";
import "../../lib/texts/forms";

/** The "not yet translated" line of an English section, or its hint once there is English (decision 36). */
export function EnglishHint({ translated }: { translated: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-fg-muted" data-testid={translated ? undefined : "untranslated"}>
      {t(translated ? "forms:english.hint" : "forms:english.untranslated")}
    </p>
  );
}

/**
 * The form's English title and text, where the centre publishes English: a section of the settings, as the vacancy
 * form's (decision 35), since the settings are one form. Elsewhere they are not sent, so the API keeps them.
 */
export function FormEnglishFields({ form, fieldOf }: { form: Form | null; fieldOf: ReturnType<typeof serverCheckedFields> }) {
  const { t } = useTranslation();
  if (!usePublishesEnglish()) return null;
  return (
    <fieldset className={FIELDSET} data-testid="form-english">
      <legend className={LEGEND}>{t("forms:english.legend")}</legend>
      <EnglishHint translated={Boolean(form?.titleEn)} />
      <InputField
        {...fieldOf("title_en", form?.titleEn)}
        label={t("forms:english.title")}
        lang="en"
        maxLength={FORM_LIMITS.title}
      />
      <TextAreaField
        {...fieldOf("description_en", form?.descriptionEn)}
        label={t("forms:english.description")}
        lang="en"
        rows={4}
        maxLength={FORM_LIMITS.description}
      />
    </fieldset>
  );
}
