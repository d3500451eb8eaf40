import { ImageIcon, Trash2 } from "lucide-react";
import { BLOCK_LIMITS } from "../../../contract/content-block-options";
import type { BlockImage } from "../../../contract/content-blocks";
import { contentLocaleOf } from "../../../locales/languages";
import { Button } from "../../components/ui/button";
import { Field, FieldError, INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { MediaPicker } from "../media/media-picker";
import { StockImagePicker } from "../media/stock-image-picker";
import "../../lib/texts/content";

/**
 * A block's image: a preview, a choice from the media library or the stock images (the alt text comes along and can be
 * changed here) and, for an optional image, a remove button. Errors come keyed by pointer (…/image/upload, …/image/alt).
 * Without `withAlt` it is a picture that stands beside its text (a page's image in cards): nothing to describe.
 */
export function BlockImageField({
  id,
  label,
  required,
  value,
  path,
  errors,
  onChange,
  withAlt = true,
  hint,
}: {
  id: string;
  label: string;
  required?: boolean;
  value: BlockImage | undefined;
  path: string;
  errors: Record<string, string>;
  onChange: (image: BlockImage | undefined) => void;
  withAlt?: boolean;
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = contentLocaleOf(i18n.language);
  const error = errors[path] ?? errors[`${path}/upload`];
  return (
    <div className="grid min-w-0 gap-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md border border-dashed border-border bg-surface-sunken">
        {value?.url ? (
          <img src={value.small ?? value.url} alt="" className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-8 text-fg-muted" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}{" "}
          <span className="font-normal text-fg-muted">({required ? t("validation:required") : t("validation:optional")})</span>
        </p>
        {hint && <p className="text-sm text-fg-muted">{hint}</p>}
        <div className="flex flex-wrap gap-2">
          <MediaPicker
            label={value ? t("content:pages.blocks.image.change") : t("content:pages.blocks.image.choose")}
            describedBy={`${id}-label`}
            onChoose={(file) =>
              file.uploadId &&
              onChange({
                upload: Number(file.uploadId),
                alt: value?.alt || file.altText || "",
                url: file.url,
                small: file.thumbnailUrl ?? undefined,
                width: file.width ?? undefined,
                height: file.height ?? undefined,
              })
            }
          />
          <StockImagePicker
            onPick={(stock) =>
              onChange({
                upload: stock.uploadId,
                alt: value?.alt || stock.shortDescription[lang] || stock.name[lang],
                url: stock.imageUrl,
                small: stock.imageSmallUrl,
                width: stock.imageWidth,
                height: stock.imageHeight,
              })
            }
          />
          {value && !required && (
            <Button flavor="outline" color="danger" size="lg" onClick={() => onChange(undefined)}>
              <Trash2 className="size-4" aria-hidden />
              {t("content:pages.blocks.image.remove")}
            </Button>
          )}
        </div>
        <FieldError id={id} error={error} />
        {value && withAlt && (
          <Field id={`${id}-alt`} label={t("content:pages.blocks.image.alt")} required error={errors[`${path}/alt`]}>
            <input
              id={`${id}-alt`}
              className={INPUT}
              value={value.alt}
              maxLength={BLOCK_LIMITS.alt}
              aria-invalid={errors[`${path}/alt`] ? true : undefined}
              aria-describedby={[`${id}-alt-hint`, errors[`${path}/alt`] ? `${id}-alt-error` : null].filter(Boolean).join(" ")}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
            />
            <p id={`${id}-alt-hint`} className="text-sm text-fg-muted">
              {t("content:pages.blocks.image.altHint")}
            </p>
          </Field>
        )}
      </div>
    </div>
  );
}
