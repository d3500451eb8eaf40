import { useNavigation } from "react-router";
import { IMAGE_ACCEPT } from "../../../contract/media";
import { STOCK_IMAGE_LIMITS, type StockImage } from "../../../contract/stock-images";
import { FIELDSET, FILE_INPUT, Field, INPUT, invalidProps } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";
import { formValuesOf, STOCK_IMAGE_FIELDS, type StockImageField } from "./stock-image-values";
import "../../lib/texts/content";

const LEGEND = "px-1 text-lg font-semibold";
const MAX: Record<StockImageField, number> = {
  name: STOCK_IMAGE_LIMITS.name,
  short_description: STOCK_IMAGE_LIMITS.shortDescription,
  description: STOCK_IMAGE_LIMITS.description,
  keywords: 1000,
};

/**
 * Adding or changing a stock image (admins): the picture (required for a new one), and every text in Dutch and
 * English. Errors stand by their field and are summed up above the form, each a link to its field.
 */
export function StockImageForm({
  image,
  errors,
  cancelHref,
  uploadId,
}: {
  image: StockImage | null;
  errors: Record<string, string>;
  cancelHref: string;
  /** A picture uploaded with a submit the API refused for its texts: it stays the choice. */
  uploadId?: number;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const values = formValuesOf(image);
  const label = (key: string) => t(`content:stockImages.form.${key}`);
  const invalid = (name: string) => invalidProps(name, errors[name]);
  const fieldErrors = Object.entries(errors).filter(([name]) => name !== "_form");

  return (
    <Form method="post" encType="multipart/form-data" noValidate className="flex flex-col gap-6" data-testid="stock-image-form">
      <input type="hidden" name="intent" value="save" />
      {image && <input type="hidden" name="id" value={image.id} />}
      {uploadId && <input type="hidden" name="upload_id" value={uploadId} />}
      {Object.keys(errors).length > 0 && (
        <FormAlert as="div">
          <p>{errors._form ?? t("validation:formErrors")}</p>
          {fieldErrors.length > 0 && (
            <ul className="mt-2 list-disc ps-5">
              {fieldErrors.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${name}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("picture")}</legend>
        {image && (
          <img
            src={image.imageSmallUrl}
            alt={label("current")}
            width={480}
            height={320}
            className="aspect-[3/2] w-full max-w-sm rounded-md object-cover"
          />
        )}
        {uploadId && <p role="status">{label("uploaded")}</p>}
        <Field
          id="image"
          label={label(image || uploadId ? "replace" : "image")}
          required={!image && !uploadId}
          error={errors.image}
        >
          <input id="image" name="image" type="file" accept={IMAGE_ACCEPT} className={FILE_INPUT} {...invalid("image")} />
        </Field>
      </fieldset>
      <div className="grid gap-6 lg:grid-cols-2">
        {(["nl", "en"] as const).map((lang) => (
          <fieldset key={lang} className={FIELDSET} lang={lang}>
            <legend className={LEGEND}>{label(`language.${lang}`)}</legend>
            {STOCK_IMAGE_FIELDS.map((field) => {
              const name = `${field}_${lang}` as const;
              const props = { id: name, name, defaultValue: values[name], maxLength: MAX[field], ...invalid(name) };
              return (
                <Field key={name} id={name} label={label(field)} required error={errors[name]}>
                  {field === "description" ? (
                    <textarea rows={4} className={`${INPUT} h-auto py-2`} {...props} />
                  ) : (
                    <input className={INPUT} {...props} />
                  )}
                  {field === "keywords" && <p className="text-sm text-fg-muted">{label("keywordsHint")}</p>}
                </Field>
              );
            })}
          </fieldset>
        ))}
      </div>
      <FormActions
        submit={busy ? label("saving") : label("save")}
        submitProps={{ disabled: busy }}
        cancel={{ to: cancelHref, label: label("cancel") }}
      />
    </Form>
  );
}
