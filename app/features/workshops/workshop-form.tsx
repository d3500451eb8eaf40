import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import type { ContentLanguage } from "../../../contract/content-languages";
import { WORKSHOP_AUDIENCES, WORKSHOP_LIMITS, type Workshop } from "../../../contract/workshops";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { CopyDutchButton } from "../../components/ui/copy-dutch-button";
import { DateField } from "../../components/ui/date-field";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { serverCheckedFields } from "../../lib/server-checked-fields";
import "../../lib/texts/content";
import "../../lib/texts/workshops";

/**
 * One form for a new workshop and for changing one; `values` are what was sent when the API refused it. The English
 * tab edits the English title and description alone (decision 35).
 */
export function WorkshopForm({
  workshop,
  language = "nl",
  errors,
  values,
  copied = false,
  cancelHref,
}: {
  workshop?: Workshop;
  language?: ContentLanguage;
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** The English fields hold the Dutch text, copied and not yet saved. */
  copied?: boolean;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`workshops:form.${key}`);
  const fieldOf = serverCheckedFields(errors, values);
  const checked = (name: string, fallback: boolean) => (values ? values[name] === "on" : fallback);
  if (language === "en")
    return (
      <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
        {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
        <input type="hidden" name="language" value="en" />
        <div className="flex flex-col items-start gap-3">
          <p className="text-fg-muted">{t("content:workshops.englishIntro")}</p>
          <CopyDutchButton />
          {copied && (
            <p role="status" className="font-medium" data-testid="copied-dutch">
              {t("content:english.copied")}
            </p>
          )}
        </div>
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{label("about")}</legend>
          <InputField
            {...fieldOf("title_en", workshop?.titleEn)}
            label={label("title")}
            lang="en"
            maxLength={WORKSHOP_LIMITS.title}
          />
          <TextAreaField
            {...fieldOf("description_en", workshop?.descriptionEn)}
            label={label("description")}
            lang="en"
            className="h-48 py-2"
            maxLength={WORKSHOP_LIMITS.description}
          />
        </fieldset>
        <FormActions submit={label("save")} cancel={{ to: cancelHref, label: label("cancel") }} />
      </Form>
    );
  return (
    <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("about")}</legend>
        <InputField {...fieldOf("title", workshop?.title)} label={label("title")} required maxLength={WORKSHOP_LIMITS.title} />
        <TextAreaField
          {...fieldOf("description", workshop?.description)}
          label={label("description")}
          required
          className="h-48 py-2"
          maxLength={WORKSHOP_LIMITS.description}
        />
        <SelectField
          {...fieldOf("audience", workshop?.audience ?? "volunteers")}
          name="audience"
          label={label("audience")}
          options={WORKSHOP_AUDIENCES.map((audience) => [audience, t(`workshops:audience.${audience}`)] as const)}
        />
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("when")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            {...fieldOf("starts_at", isoToAmsterdamLocal(workshop?.startsAt))}
            label={label("startsAt")}
            required
            type="datetime-local"
          />
          <DateField
            {...fieldOf("ends_at", isoToAmsterdamLocal(workshop?.endsAt))}
            label={label("endsAt")}
            required
            type="datetime-local"
          />
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("where")}</legend>
        <InputField
          {...fieldOf("location", workshop?.location)}
          label={label("location")}
          hint={label("locationHint")}
          maxLength={WORKSHOP_LIMITS.location}
        />
        <CheckboxField label={label("online")} name="online" defaultChecked={checked("online", workshop?.online ?? false)} />
        <InputField
          {...fieldOf("seats", workshop?.seats ?? 20)}
          label={label("seats")}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={WORKSHOP_LIMITS.seats}
          className="sm:max-w-40"
        />
        <CheckboxField
          label={label("published")}
          hint={label("publishedHint")}
          name="published"
          defaultChecked={checked("published", workshop?.published ?? true)}
        />
      </fieldset>
      <FormActions submit={label("save")} cancel={{ to: cancelHref, label: label("cancel") }} />
    </Form>
  );
}
