import { CheckboxField } from "../../../components/ui/checkbox-field";
import { DateField } from "../../../components/ui/date-field";
import { SelectField } from "../../../components/ui/select-field";
import { useTranslation } from "../../../lib/i18n";
import { FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

export interface ContactChoice {
  /** Members to choose from; null when the user may not list them (the API then keeps the author or current one). */
  members: { id: string; fullName: string }[] | null;
  /** Who it is now (edit), for the text shown when there is no list. */
  currentName: string | null;
  /** A new vacancy: the empty choice means "the author". */
  creating: boolean;
}

/** End date, contact person and whether his phone number shows. */
export function ContactSection({
  kit,
  contact,
  onExpiresAtChange,
}: {
  kit: FormKit;
  contact: ContactChoice;
  onExpiresAtChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const { draft, error, field, markDirty } = kit;
  const expires = field("expires_at", "expires_at-hint");
  // Who it is now, also when he is not (or no longer) one of the members to choose from.
  const keepLabel = contact.creating
    ? t("vacancy-admin:form.contactAuthor")
    : contact.currentName && !contact.members?.some((m) => m.id === draft.contact_person_id)
      ? t("vacancy-admin:form.contactKeepNamed", { name: contact.currentName })
      : t("vacancy-admin:form.contactKeep");
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.contact")}</legend>
      <DateField
        {...expires}
        id="expires_at"
        label={t("vacancy-admin:form.expiresAt")}
        error={error("expires_at")}
        hint={t("vacancy-admin:form.expiresAtHint")}
        defaultValue={draft.expires_at}
        onChange={(event) => {
          markDirty();
          onExpiresAtChange(event.currentTarget.value);
        }}
      />
      {contact.members ? (
        <SelectField
          id="contact_person_id"
          label={t("vacancy-admin:form.contactPerson")}
          required={false}
          error={error("contact_person_id")}
          placeholder={keepLabel}
          options={contact.members.map((m) => [m.id, m.fullName] as const)}
          name="contact_person_id"
          defaultValue={draft.contact_person_id}
          onChange={markDirty}
          aria-invalid={error("contact_person_id") ? true : undefined}
          aria-describedby="contact_person_id-hint"
        >
          <p id="contact_person_id-hint" className={HINT}>
            {t("vacancy-admin:form.contactHint")}
          </p>
        </SelectField>
      ) : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{t("vacancy-admin:form.contactPerson")}</span>
          <p className="flex h-11 items-center text-fg" data-testid="contact-person">
            {contact.currentName ?? t("vacancy-admin:form.contactAuthor")}
          </p>
          {error("contact_person_id") && <p className="text-sm text-red-700 dark:text-red-300">{error("contact_person_id")}</p>}
        </div>
      )}
      <CheckboxField
        label={t("vacancy-admin:form.showContactDetails")}
        className="sm:col-span-2"
        name="show_contact_details"
        defaultChecked={draft.show_contact_details}
        onChange={markDirty}
      />
    </fieldset>
  );
}
