import { CONTENT_LOCALES } from "../../../locales/languages";
import { Field, INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/profile";

/**
 * The user's language (for mails), each named in itself: labelled `text`, with the hint `${text}Hint` below it (`locale-hint`);
 * `field` and `error` are the screen form's.
 */
export function LocaleField({
  field,
  error,
  text,
  value,
}: {
  field: (name: "locale", hintId: string) => object;
  error: (name: "locale") => string | undefined;
  text: string;
  value: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id="locale" label={t(text)} required error={error("locale")}>
      <select className={`${INPUT} appearance-auto`} defaultValue={value} {...field("locale", "locale-hint")}>
        {/* The languages mails go out in (the contract's): a test language is the interface's alone. */}
        {CONTENT_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`profile:settings.languages.${locale}`)}
          </option>
        ))}
      </select>
      <p id="locale-hint" className="text-sm text-fg-muted">
        {t(`${text}Hint`)}
      </p>
    </Field>
  );
}
