import { Tabs } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { endOfAmsterdamDay } from "../../../../contract/amsterdam-time";
import { vacancyAdminFormSchema } from "../../../../contract/vacancy-admin-form";
import type { VacancyStatus } from "../../../../contract/vacancy-options";
import { Button } from "../../../components/ui/button";
import { Form } from "../../../components/ui/form";
import { FormAlert } from "../../../components/ui/form-alert";
import { browserApi } from "../../../lib/browser-api";
import { cn } from "../../../lib/cn";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/locale";
import { useBlurValidation } from "../../../lib/use-blur-validation";
import { useUnsavedChangesGuard } from "../../../lib/use-unsaved-changes";
import { BasicsSection } from "./basics-section";
import { type ContactChoice, ContactSection } from "./contact-section";
import { EnglishSection } from "./english-section";
import type { FormKit } from "./form-kit";
import { draftFromForm, type VacancyDraft } from "./form-values";
import { ImageSection } from "./image-section";
import { KindSection } from "./kind-section";
import { PlaceSection } from "./place-section";
import { PracticalSection } from "./practical-section";
import { statusActions } from "./status-actions";
import { VacancyPreview } from "./vacancy-preview";
import "../../../lib/texts/vacancy-admin";

const TAB = cn(
  "-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-fg-muted hover:text-fg",
  "data-[state=active]:border-accent data-[state=active]:text-fg",
);

/**
 * /vacancies/add and /vacancies/{id}/edit: every field of the contract, validated on blur with its schema, the API's
 * errors on their field, a preview as the public sees it, and the status changes the state machine allows from here.
 */
export function VacancyForm({
  draft,
  status,
  serverErrors,
  organizations,
  organizationName,
  contact,
  cancel,
}: {
  draft: VacancyDraft;
  /** The saved status; none for a new vacancy. */
  status: VacancyStatus | null;
  serverErrors: Record<string, string>;
  organizations: { id: string; name: string }[] | null;
  organizationName: string | null;
  contact: ContactChoice;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, field, validateField, validateAll, dirty, setDirty } = useBlurValidation(vacancyAdminFormSchema);
  const submitting = navigation.state === "submitting";
  useUnsavedChangesGuard(dirty && !submitting);
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) setDirty(true);
  }, [serverErrors, setDirty]);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [tab, setTab] = useState("edit");
  const [preview, setPreview] = useState(draft);
  const [expiresAt, setExpiresAt] = useState(draft.expires_at);
  const [members, setMembers] = useState(contact.members);
  const [organizationId, setOrganizationId] = useState(draft.organization_id);
  const [imagePreview, setImagePreview] = useState<string | null>(draft.image_url || null);

  const error = (name: string) => errors[name] ?? serverErrors[name];
  const fieldProps: FormKit["field"] = (name, hintId) => ({
    ...field(name, hintId),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": [error(name) ? `${name}-error` : null, hintId].filter(Boolean).join(" ") || undefined,
  });
  const kit: FormKit = {
    draft,
    error,
    field: fieldProps,
    control: (name, hintId) => ({ ...fieldProps(name, hintId), id: name, error: error(name) }),
    markDirty: () => setDirty(true),
  };
  // The contact person belongs to the organization: another organization, other members (when he may list them).
  const changeOrganization = (id: string) => {
    setOrganizationId(id);
    if (!contact.members) return;
    browserApi(locale)
      .get<{ id: string; fullName: string }[]>("/api/v1/users", { filter: { organization_id_eq: id }, page: { size: 1000 } })
      .then(({ data: users }) => setMembers(users.map(({ id: userId, fullName }) => ({ id: userId, fullName }))))
      .catch(() => setMembers([]));
  };
  const orgName = organizations?.find((o) => o.id === organizationId)?.name ?? organizationName;
  const contactName = (id: string) => members?.find((m) => m.id === id)?.fullName ?? contact.currentName;
  const endIso = expiresAt ? endOfAmsterdamDay(expiresAt) : null;
  const transitions = status ? statusActions(status, endIso) : [];
  const formError = submitFailed || Object.keys(serverErrors).length > 0;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (value === "preview" && formRef.current) setPreview(draftFromForm(new FormData(formRef.current)));
        setTab(value);
      }}
      className="mt-6"
    >
      <Tabs.List aria-label={t("vacancy-admin:form.tabs")} className="flex border-b border-border">
        <Tabs.Trigger value="edit" className={TAB}>
          {t("vacancy-admin:form.editTab")}
        </Tabs.Trigger>
        <Tabs.Trigger value="preview" className={TAB}>
          {t("vacancy-admin:form.previewTab")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="preview" className="mt-6">
        <p className="mb-4 text-fg-muted">{t("vacancy-admin:preview.intro")}</p>
        <VacancyPreview
          draft={preview}
          imageUrl={imagePreview}
          organizationName={orgName}
          contactName={contactName(preview.contact_person_id)}
        />
      </Tabs.Content>
      {/* Kept mounted behind the preview, so nothing typed is lost by looking at it. */}
      <Tabs.Content value="edit" forceMount className="data-[state=inactive]:hidden">
        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          noValidate
          className="mt-6 flex flex-col gap-6"
          onSubmit={(event) => {
            const valid = validateAll(event.currentTarget) !== null;
            setSubmitFailed(!valid);
            if (!valid) event.preventDefault();
            else setDirty(false);
          }}
        >
          {formError && (
            <FormAlert as="div">
              <p>{serverErrors._form ?? t("validation:formErrors")}</p>
              {serverErrors.status && <p data-testid="status-error">{serverErrors.status}</p>}
            </FormAlert>
          )}
          <BasicsSection
            kit={kit}
            organizations={organizations}
            organizationName={organizationName}
            onOrganizationChange={changeOrganization}
            onDescriptionBlur={(html) => validateField("description", html)}
          />
          <EnglishSection kit={kit} onDescriptionBlur={(html) => validateField("description_en", html)} />
          <ImageSection kit={kit} onPreviewChange={setImagePreview} />
          <KindSection kit={kit} />
          <PlaceSection kit={kit} />
          <ContactSection kit={kit} contact={{ ...contact, members }} onExpiresAtChange={setExpiresAt} />
          <PracticalSection kit={kit} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end" data-testid="form-actions">
            {cancel}
            {status === null ? (
              <>
                <Button type="submit" name="status" value="draft" size="lg" flavor="outline" disabled={submitting}>
                  {t("vacancy-admin:add.saveDraft")}
                </Button>
                <Button type="submit" name="status" value="published" size="lg" disabled={submitting}>
                  {t("vacancy-admin:add.publish")}
                </Button>
              </>
            ) : (
              <>
                {transitions.map((to) => (
                  <Button key={to} type="submit" name="status" value={to} size="lg" flavor="outline" disabled={submitting}>
                    {t(`vacancy-admin:transitions.${to}`)}
                  </Button>
                ))}
                <Button type="submit" size="lg" disabled={submitting}>
                  {t("vacancy-admin:edit.save")}
                </Button>
              </>
            )}
          </div>
        </Form>
      </Tabs.Content>
    </Tabs.Root>
  );
}
