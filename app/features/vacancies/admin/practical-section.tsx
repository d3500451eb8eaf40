import { LANGUAGE_LEVELS } from "../../../../contract/vacancy-options";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import { useTranslation } from "../../../lib/i18n";
import { FIELDSET, type FormKit, LEGEND } from "./form-kit";
import type { VacancyDraft } from "./form-values";
import "../../../lib/texts/vacancy-admin";

const FLAGS = [
  ["expenses_reimbursed", "expensesReimbursed"],
  ["vog_required", "vogRequired"],
  ["wheelchair_accessible", "wheelchairAccessible"],
  ["from_home", "fromHome"],
] as const satisfies readonly (readonly [keyof VacancyDraft, string])[];

/** Hours, minimum age, the Dutch needed, and the yes/no facts a volunteer asks about. */
export function PracticalSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { draft, control, markDirty } = kit;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.practical")}</legend>
      <InputField
        {...control("hours_per_week")}
        label={t("vacancy-admin:form.hoursPerWeek")}
        inputMode="decimal"
        defaultValue={draft.hours_per_week}
      />
      <InputField
        {...control("minimum_age")}
        label={t("vacancy-admin:form.minimumAge")}
        inputMode="numeric"
        defaultValue={draft.minimum_age}
      />
      <SelectField
        {...control("language_level")}
        label={t("vacancy-admin:form.languageLevel")}
        options={LANGUAGE_LEVELS.map((level) => [level, t(`vacancy-admin:languageLevels.${level}`)] as const)}
        defaultValue={draft.language_level}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:grid sm:grid-cols-2">
        {FLAGS.map(([name, label]) => (
          <CheckboxField
            key={name}
            label={t(`vacancy-admin:form.${label}`)}
            name={name}
            defaultChecked={draft[name]}
            onChange={markDirty}
          />
        ))}
      </div>
    </fieldset>
  );
}
