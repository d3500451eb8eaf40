import { useState } from "react";
import { Link } from "react-router";
import { PARTNER_LIMITS, type Partner } from "../../../contract/partners";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { FIELDSET, Field, INPUT, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { MediaPicker } from "../media/media-picker";
import "../../lib/texts/content";

/** What the form shows: the partner being edited, or what was sent and refused. */
export interface PartnerValues {
  name: string;
  url: string;
  text: string;
  logoUploadId: string;
  logoUrl: string;
}

export const partnerValues = (partner: Partner | null): PartnerValues => ({
  name: partner?.name ?? "",
  url: partner?.url ?? "",
  text: partner?.text ?? "",
  logoUploadId: partner?.logoUploadId ? String(partner.logoUploadId) : "",
  logoUrl: partner?.logoUrl ?? "",
});

/** A control's description: its hint, and its error when it has one. */
const described = (id: string, error?: string) => ({
  "aria-describedby": [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" "),
  "aria-invalid": error ? (true as const) : undefined,
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
  const [logo, setLogo] = useState({ id: values.logoUploadId, url: values.logoUrl });
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" id="partner-form" aria-labelledby="partner-form-title">
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <fieldset className={FIELDSET}>
        <legend id="partner-form-title" className={LEGEND}>
          {editing ? label("editTitle") : label("addTitle")}
        </legend>
        {errors._form && (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {errors._form}
          </p>
        )}
        <Field id="name" label={label("name")} required error={errors.name}>
          <input
            id="name"
            name="name"
            className={INPUT}
            maxLength={PARTNER_LIMITS.name}
            defaultValue={values.name}
            autoComplete="organization"
            {...described("name", errors.name)}
          />
          <p id="name-hint" className="text-sm text-fg-muted">
            {label("nameHint")}
          </p>
        </Field>
        <Field id="url" label={label("url")} error={errors.url}>
          <input
            id="url"
            name="url"
            type="url"
            inputMode="url"
            className={INPUT}
            maxLength={PARTNER_LIMITS.url}
            defaultValue={values.url}
            placeholder="https://"
            {...described("url", errors.url)}
          />
          <p id="url-hint" className="text-sm text-fg-muted">
            {label("urlHint")}
          </p>
        </Field>
        <Field id="text" label={label("text")} error={errors.text}>
          <textarea
            id="text"
            name="text"
            rows={3}
            className={`${INPUT} h-auto py-2`}
            maxLength={PARTNER_LIMITS.text}
            defaultValue={values.text}
            {...described("text", errors.text)}
          />
          <p id="text-hint" className="text-sm text-fg-muted">
            {label("textHint", { max: PARTNER_LIMITS.text })}
          </p>
        </Field>
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
          <p id="logo-hint" className="text-sm text-fg-muted">
            {label("logoHint")}
          </p>
          {errors.logo_upload_id && (
            <p id="logo_upload_id-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.logo_upload_id}
            </p>
          )}
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
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" name="intent" value="save" size="lg">
            {editing ? label("save") : label("add")}
          </Button>
          {editing && (
            <Link
              to={cancelTo}
              className="inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
            >
              {label("cancel")}
            </Link>
          )}
        </div>
      </fieldset>
    </Form>
  );
}
