import { type ImportTerm, TERM_VACANCY_TYPES } from "../../../contract/imports";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/imports";

/** A select per WordPress term of the posts: the vacancy type its posts get, or ignored (fields term_*). */
export function ImportTermSelects({ terms }: { terms: ImportTerm[] }) {
  const { t } = useTranslation();
  const options = [
    ["", t("imports:terms.ignored")] as const,
    ...TERM_VACANCY_TYPES.map((type) => [type, t(`vacancies:types.${type}`)] as const),
  ];
  return (
    <fieldset className="flex flex-col gap-3" data-testid="import-terms">
      <legend className="mb-1 text-lg font-semibold">{t("imports:terms.title")}</legend>
      <p className="text-fg-muted">{t("imports:terms.hint")}</p>
      <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {terms.map((term, i) => (
          <div key={`${term.taxonomy}\u0000${term.name}`} className="flex flex-col gap-1.5">
            <input type="hidden" name="term_taxonomy" value={term.taxonomy} />
            <input type="hidden" name="term_name" value={term.name} />
            <label htmlFor={`term-${i}`} className="text-sm font-medium break-all">
              {term.name}{" "}
              <span className="font-normal text-fg-muted">
                {t("imports:terms.where", { taxonomy: term.taxonomy, count: term.count })}
              </span>
            </label>
            <select id={`term-${i}`} name="term_type" className={INPUT} defaultValue={term.vacancyType ?? ""}>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
