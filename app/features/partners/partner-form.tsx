import { useState } from "react";
import { PARTNER_LIMITS, type Partner } from "../../../contract/partners";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field";
import { FieldHint } from "../../components/ui/field-hint";
import { InputField } from "../../components/ui/input-field";
import { ItemForm } from "../../components/ui/item-form";
import { TextAreaField } from "../../components/ui/textarea-field";
import { usePublishesEnglish } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { MediaPicker } from "../media/media-picker";
import "../../lib/texts/content";

/** What the form shows: the partner being edited, or what was sent and refused. */
export interface PartnerValues {
  name: string;
  url: string;
  text: string;
  textEn: string;
  logoUploadId: string;
  logoUrl: string;
}

export const partnerValues = (partner: Partner | null): PartnerValues => ({
  name: partner?.name ?? "",
  url: partner?.url ?? "",
  text: partner?.text ?? "",
  textEn: partner?.textEn ?? "",
  logoUploadId: partner?.logoUploadId ? String(partner.logoUploadId) : "",
  logoUrl: partner?.logoUrl ?? "",
});

/**
 * Adding and editing a partner: name, website, a short text and a logo from the centre's media library (the picker
 * needs JavaScript; without it a partner keeps the logo it has).
 */
export function PartnerForm({
  editing,
  values,
  errors,
  cancelTo,
}: {
  editing: Partner | null;
  values: PartnerValues;
  errors: FieldErrors;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`content:partners.form.${key}`, options);
  const publishesEnglish = usePublishesEnglish();
  const [logo, setLogo] = useState({ id: values.logoUploadId, url: values.logoUrl });
  return (
    <ItemForm
      id="partner-form"
      title={editing ? label("editTitle") : label("addTitle")}
      itemId={editing?.id}
      formError={errors._form}
      noValidate
      submit={editing ? label("save") : label("add")}
      submitProps={{ name: "intent", value: "save" }}
      cancel={editing && { to: cancelTo, label: label("cancel") }}
    >
      <InputField
        id="name"
        label={label("name")}
        required
        error={errors.name}
        hint={label("nameHint")}
        maxLength={PARTNER_LIMITS.name}
        defaultValue={values.name}
        autoComplete="organization"
      />
      <InputField
        id="url"
        label={label("url")}
        error={errors.url}
        hint={label("urlHint")}
        type="url"
        inputMode="url"
        maxLength={PARTNER_LIMITS.url}
        defaultValue={values.url}
        placeholder="https://"
      />
      <TextAreaField
        id="text"
        label={label("text")}
        error={errors.text}
        hint={label("textHint", { max: PARTNER_LIMITS.text })}
        rows={3}
        maxLength={PARTNER_LIMITS.text}
        defaultValue={values.text}
      />
      {publishesEnglish && (
        <TextAreaField
          id="text_en"
          label={label("textEn")}
          error={errors.text_en}
          hint={label("textEnHint")}
          lang="en"
          rows={3}
          maxLength={PARTNER_LIMITS.text}
          defaultValue={values.textEn}
        />
      )}
      <div className="flex flex-col gap-2" data-testid="partner-logo">
        <p id="logo-label" className="text-sm font-medium">
          {label("logo")} <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
        </p>
        <input type="hidden" name="logo_upload_id" value={logo.id} />
        {/* Only for the preview when the form comes back refused. */}
        <input type="hidden" name="logo_url" value={logo.url} />
        {/* A logo on white, as visitors see it; without one the box stays in the screen's colours. */}
        <div
          className={`flex min-h-24 items-center justify-center rounded-md border border-dashed border-border p-2 ${logo.url ? "bg-white" : "bg-surface-sunken"}`}
        >
          {logo.url ? (
            <img src={logo.url} alt={label("logoCurrent")} className="max-h-20 w-auto max-w-full" />
          ) : (
            <span className="text-sm text-fg-muted">{label("noLogo")}</span>
          )}
        </div>
        <FieldHint id="logo">{label("logoHint")}</FieldHint>
        <FieldError id="logo_upload_id" error={errors.logo_upload_id} />
        <div className="flex flex-wrap gap-3">
          <MediaPicker
            label={logo.id ? label("changeLogo") : label("chooseLogo")}
            describedBy="logo-label"
            onChoose={(file) => {
              if (file.uploadId) setLogo({ id: String(file.uploadId), url: file.thumbnailUrl ?? file.url });
            }}
          />
          {logo.id && (
            <Button
              flavor="outline"
              color="danger"
              size="lg"
              aria-describedby="logo-label"
              onClick={() => setLogo({ id: "", url: "" })}
            >
              {label("removeLogo")}
            </Button>
          )}
        </div>
      </div>
    </ItemForm>
  );
}
