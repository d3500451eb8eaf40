import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { MEDIA_ACCEPT, type MediaFile } from "../../../contract/media-files";
import type { FieldErrors } from "../../../contract/validation";
import { Button, buttonClasses } from "../../components/ui/button";
import { FILE_INPUT, Field, INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

interface MediaFileFormProps {
  /** The file being edited; without one the form uploads a new file. */
  file?: MediaFile;
  errors: FieldErrors;
  /** What was typed, shown again after a refusal. */
  values?: Record<string, string>;
  /** Where "cancel" goes (editing only). */
  cancelHref?: string;
}

/** The one form of a media file: upload (file, name, alt text) or edit (name, alt text). */
export function MediaFileForm({ file, errors, values = {}, cancelHref }: MediaFileFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const intent = file ? "update" : "upload";
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const prefix = file ? `edit-${file.id}` : "upload";
  const id = (name: string) => `${prefix}-${name}`;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  const described = (name: string, hint: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error ${hint}` } : { "aria-describedby": hint };
  const hasErrors = Object.keys(errors).length > 0;
  const heading = file ? t("content:fileUpload.edit.title", { name: file.name }) : t("content:fileUpload.upload.title");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = file !== undefined;
  // The edit form opens above the grid: whoever chose "edit" on a card lands on it.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  // A saved upload empties the form for the next file; a refusal keeps what was typed.
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (sending) submitted.current = true;
    else if (submitted.current && navigation.state === "idle") {
      submitted.current = false;
      if (!hasErrors) formRef.current?.reset();
    }
  }, [sending, navigation.state, hasErrors]);
  return (
    <Form
      ref={formRef}
      method="post"
      encType={file ? undefined : "multipart/form-data"}
      noValidate
      preventScrollReset
      aria-labelledby={`${prefix}-title`}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
      data-testid={file ? "media-edit-form" : "media-upload-form"}
    >
      <h2 id={`${prefix}-title`} ref={headingRef} className="text-xl font-semibold" tabIndex={-1}>
        {heading}
      </h2>
      {hasErrors && (
        <FormAlert as="div">
          <p>{errors._form ?? t("validation:formErrors")}</p>
          <ul className="mt-1 list-disc ps-6">
            {Object.entries(errors)
              .filter(([name]) => name !== "_form")
              .map(([name, message]) => (
                <li key={name}>
                  <a href={`#${id(name)}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
          </ul>
        </FormAlert>
      )}
      <input type="hidden" name="intent" value={intent} />
      {file && <input type="hidden" name="id" value={file.id} />}
      {!file && (
        <Field id={id("file")} label={t("content:fileUpload.upload.file")} required error={errors.file}>
          <input
            id={id("file")}
            name="file"
            type="file"
            accept={MEDIA_ACCEPT}
            className={FILE_INPUT}
            {...described("file", `${id("file")}-hint`)}
          />
          <p id={`${id("file")}-hint`} className="text-sm text-fg-muted">
            {t("content:fileUpload.upload.fileHint")}
          </p>
        </Field>
      )}
      <InputField
        {...invalid("name")}
        id={id("name")}
        label={t("content:fileUpload.upload.name")}
        required
        error={errors.name}
        name="name"
        maxLength={200}
        defaultValue={values.name ?? file?.name ?? ""}
      />
      <Field
        id={id("alt_text")}
        label={t("content:fileUpload.upload.altText")}
        required={file?.kind === "image"}
        error={errors.alt_text}
      >
        <input
          id={id("alt_text")}
          name="alt_text"
          className={INPUT}
          maxLength={250}
          defaultValue={values.alt_text ?? file?.altText ?? ""}
          {...described("alt_text", `${id("alt_text")}-hint`)}
        />
        <p id={`${id("alt_text")}-hint`} className="text-sm text-fg-muted">
          {t("content:fileUpload.upload.altTextHint")}
        </p>
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancelHref && (
          <Link to={cancelHref} preventScrollReset className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
            {t("content:fileUpload.edit.cancel")}
          </Link>
        )}
        <Button type="submit" size="lg" disabled={sending}>
          {sending
            ? t(file ? "content:fileUpload.edit.sending" : "content:fileUpload.upload.sending")
            : t(file ? "content:fileUpload.edit.submit" : "content:fileUpload.upload.submit")}
        </Button>
      </div>
    </Form>
  );
}
