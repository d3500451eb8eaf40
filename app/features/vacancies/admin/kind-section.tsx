import { useState } from "react";
import {
  ACTIVITY_FREQUENCIES,
  AGE_GROUPS,
  HELP_KINDS,
  isPersonToPersonType,
  VACANCY_TAGS,
  VACANCY_TYPES,
} from "../../../../contract/vacancy-options";
import { MAX_VACANCY_THEMES, VACANCY_THEME_IDS } from "../../../../contract/vacancy-themes";
import { RadioGroupField } from "../../../components/ui/radio-group-field";
import { SelectField } from "../../../components/ui/select-field";
import { useTranslation } from "../../../lib/i18n";
import { ActivityDates } from "./activity-dates";
import { CheckGroup } from "./check-group";
import { FIELDSET, type FormKit, LEGEND } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

/** Type, themes, tags and age groups; for person-to-person help whether it is a request or an offer; for an activity also how often and its dates. */
export function KindSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { draft, error, field, markDirty } = kit;
  const [type, setType] = useState(draft.vacancy_type);
  const typeProps = field("vacancy_type");
  return (
    <>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t("vacancy-admin:form.sections.kind")}</legend>
        <SelectField
          {...typeProps}
          id="vacancy_type"
          label={t("vacancy-admin:form.vacancyType")}
          error={error("vacancy_type")}
          options={VACANCY_TYPES.map((value) => [value, t(`vacancy-admin:types.${value}`)] as const)}
          defaultValue={draft.vacancy_type}
          onChange={(event) => {
            setType(event.currentTarget.value);
            markDirty();
          }}
        />
        {isPersonToPersonType(type) && <HelpKindChoice kit={kit} />}
        <CheckGroup
          name="themes"
          legend={t("vacancy-admin:form.themes")}
          hint={t("vacancy-admin:form.themesHint", { max: MAX_VACANCY_THEMES })}
          options={VACANCY_THEME_IDS.map((theme) => ({ value: theme, label: t(`vacancy-search:themes.${theme}`) }))}
          checked={draft.themes}
          error={error("themes")}
          onChange={markDirty}
        />
        <CheckGroup
          name="tags"
          legend={t("vacancy-admin:form.tags")}
          options={VACANCY_TAGS.map((tag) => ({ value: tag, label: t(`vacancy-admin:tags.${tag}`) }))}
          checked={draft.tags}
          error={error("tags")}
          onChange={markDirty}
        />
        <CheckGroup
          name="age_group_ids"
          legend={t("vacancy-admin:form.ageGroups")}
          options={AGE_GROUPS.map((g) => ({ value: String(g.id), label: t(`vacancy-admin:ageGroups.${g.id}`) }))}
          checked={draft.age_group_ids.map(String)}
          error={error("age_group_ids")}
          onChange={markDirty}
        />
      </fieldset>
      {type === "activity" && (
        <fieldset className={FIELDSET} data-testid="activity-fields">
          <legend className={LEGEND}>{t("vacancy-admin:form.sections.activity")}</legend>
          <SelectField
            id="frequency"
            label={t("vacancy-admin:form.frequency")}
            required={false}
            error={error("frequency")}
            placeholder={t("vacancy-admin:form.noFrequency")}
            options={ACTIVITY_FREQUENCIES.map((value) => [value, t(`vacancy-admin:frequencies.${value}`)] as const)}
            name="frequency"
            defaultValue={draft.frequency}
            onChange={markDirty}
            aria-invalid={error("frequency") ? true : undefined}
          />
          <ActivityDates initial={draft.dates} error={error("dates")} onChange={markDirty} />
        </fieldset>
      )}
    </>
  );
}

/** One-on-one help and neighbour help ask for help or offer it; the API requires the choice for those types. */
function HelpKindChoice({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { draft, error, markDirty } = kit;
  const problem = error("help_kind");
  return (
    <RadioGroupField
      name="help_kind"
      legend={t("vacancy-admin:form.helpKind")}
      required
      options={HELP_KINDS.map((kind) => [kind, t(`vacancy-admin:helpKinds.${kind}`)] as const)}
      defaultValue={draft.help_kind}
      onChange={markDirty}
      hint={t("vacancy-admin:form.helpKindHint")}
      error={problem}
      inline
      className="gap-1.5"
      data-testid="help-kind-fields"
    />
  );
}
