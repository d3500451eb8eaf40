import { InputField } from "../../../components/ui/input-field";
import { SelectField } from "../../../components/ui/select-field";
import { TextAreaField } from "../../../components/ui/textarea-field";
import { useTranslation } from "../../../lib/i18n";
import { ERROR, FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
import { RichTextEditor } from "./rich-text-editor";
import "../../../lib/texts/vacancy-admin";

/** Organization (a picker for centre staff on a new vacancy), title, summary and the rich-text description. */
export function BasicsSection({
  kit,
  organizations,
  organizationName,
  onOrganizationChange,
  onDescriptionBlur,
}: {
  kit: FormKit;
  organizations: { id: string; name: string }[] | null;
  organizationName: string | null;
  onOrganizationChange: (id: string) => void;
  onDescriptionBlur: (html: string) => void;
}) {
  const { t } = useTranslation();
  const { draft, error, control, markDirty } = kit;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.basics")}</legend>
      <div className="sm:col-span-2">
        {organizations ? (
          <SelectField
            id="organization_id"
            label={t("vacancy-admin:form.organization")}
            error={error("organization_id")}
            options={organizations.map((o) => [o.id, o.name] as const)}
            name="organization_id"
            defaultValue={draft.organization_id}
            aria-invalid={error("organization_id") ? true : undefined}
            aria-describedby={error("organization_id") ? "organization_id-error" : undefined}
            onChange={(event) => {
              markDirty();
              onOrganizationChange(event.currentTarget.value);
            }}
          />
        ) : (
          <p className={HINT} data-testid="vacancy-organization">
            {t("vacancy-admin:form.organizationHint", { name: organizationName ?? "" })}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <InputField
          {...control("title")}
          label={t("vacancy-admin:form.title")}
          required
          maxLength={120}
          defaultValue={draft.title}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          {...control("summary", "summary-hint")}
          label={t("vacancy-admin:form.summary")}
          hint={t("vacancy-admin:form.summaryHint")}
          rows={2}
          maxLength={300}
          defaultValue={draft.summary}
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <span id="description-label" className="text-sm font-medium">
          {t("vacancy-admin:form.description")} <span className="font-normal text-fg-muted">({t("validation:required")})</span>
        </span>
        <RichTextEditor
          name="description"
          defaultValue={draft.description}
          invalid={Boolean(error("description"))}
          describedBy={error("description") ? "description-error" : undefined}
          onChange={markDirty}
          onBlur={onDescriptionBlur}
        />
        {error("description") && (
          <p id="description-error" className={ERROR}>
            {error("description")}
          </p>
        )}
      </div>
    </fieldset>
  );
}
