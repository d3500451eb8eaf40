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
import { CHECKBOX, Field, INPUT } from "../../../components/ui/field";
import { useTranslation } from "../../../lib/i18n";
import { ActivityDates } from "./activity-dates";
import { CheckGroup } from "./check-group";
import { ERROR, FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
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
        <Field id="vacancy_type" label={t("vacancy-admin:form.vacancyType")} required error={error("vacancy_type")}>
          <select
            className={INPUT}
            defaultValue={draft.vacancy_type}
            {...typeProps}
            onChange={(event) => {
              setType(event.currentTarget.value);
              markDirty();
            }}
          >
            {VACANCY_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`vacancy-admin:types.${value}`)}
              </option>
            ))}
          </select>
        </Field>
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
          <Field id="frequency" label={t("vacancy-admin:form.frequency")} error={error("frequency")}>
            <select
              id="frequency"
              name="frequency"
              className={INPUT}
              defaultValue={draft.frequency}
              onChange={markDirty}
              aria-invalid={error("frequency") ? true : undefined}
            >
              <option value="">{t("vacancy-admin:form.noFrequency")}</option>
              {ACTIVITY_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`vacancy-admin:frequencies.${value}`)}
                </option>
              ))}
            </select>
          </Field>
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
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={["help_kind-hint", problem ? "help_kind-error" : null].filter(Boolean).join(" ")}
      data-testid="help-kind-fields"
    >
      <legend className="text-sm font-medium">
        {t("vacancy-admin:form.helpKind")} <span className="font-normal text-fg-muted">({t("validation:required")})</span>
      </legend>
      <div className="flex flex-wrap gap-x-6">
        {HELP_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2.5">
            <input
              type="radio"
              name="help_kind"
              value={kind}
              defaultChecked={draft.help_kind === kind}
              onChange={markDirty}
              aria-invalid={problem ? true : undefined}
              className={CHECKBOX}
            />
            {t(`vacancy-admin:helpKinds.${kind}`)}
          </label>
        ))}
      </div>
      <p id="help_kind-hint" className={HINT}>
        {t("vacancy-admin:form.helpKindHint")}
      </p>
      {problem && (
        <p id="help_kind-error" className={ERROR}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
