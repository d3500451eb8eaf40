import { FORM_LIMITS, type Form } from "../../../contract/forms";
import { CopyDutchButton } from "../../components/ui/copy-dutch-button";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { InputField } from "../../components/ui/input-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { usePublishesEnglish } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import type { serverCheckedFields } from "../../lib/server-checked-fields";
import "../../lib/texts/content";
import "../../lib/texts/forms";

/**
 * The "not yet translated" line of an English section, or its hint once there is English (decision 36), and the
 * button that copies the Dutch into it; `copied` says the fields hold the copy, not yet saved.
 */
export function EnglishHint({ translated, copied = false }: { translated: boolean; copied?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-fg-muted" data-testid={translated ? undefined : "untranslated"}>
        {t(translated ? "forms:english.hint" : "forms:english.untranslated")}
      </p>
      <CopyDutchButton />
      {copied && (
        <p role="status" className="font-medium" data-testid="copied-dutch">
          {t("content:english.copied")}
        </p>
      )}
    </div>
  );
}

/**
 * The form's English title and text, where the centre publishes English: a section of the settings, as the vacancy
 * form's (decision 35), since the settings are one form. Elsewhere they are not sent, so the API keeps them.
 */
export function FormEnglishFields({
  form,
  fieldOf,
  copied,
}: {
  form: Form | null;
  fieldOf: ReturnType<typeof serverCheckedFields>;
  copied?: boolean;
}) {
  const { t } = useTranslation();
  if (!usePublishesEnglish()) return null;
  return (
    <fieldset className={FIELDSET} data-testid="form-english">
      <legend className={LEGEND}>{t("forms:english.legend")}</legend>
      <EnglishHint translated={Boolean(form?.titleEn)} copied={copied} />
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
