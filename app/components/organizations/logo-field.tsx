import { ImageIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "../../../contract/media";
import { useTranslation } from "../../lib/i18n";
import { StockImagePicker } from "../media/stock-image-picker";
import { FIELDSET, FILE_INPUT, LEGEND } from "../ui/field";
import "../../lib/texts/settings";

/**
 * The organisation's logo: a preview of the chosen file or the current logo, a file or a stock image to replace it, a
 * check box to remove it. A file uploaded for a save the API refused for another field travels on as `logo_upload_id`.
 */
export function LogoField({
  currentUrl,
  pendingUploadId,
  error,
  markDirty,
}: {
  currentUrl: string | null;
  pendingUploadId: string | null;
  error?: string;
  markDirty: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  // A stock image instead of a file: its upload is the logo (it stays in the library, the organisation points to it).
  const [stock, setStock] = useState<{ uploadId: string; url: string } | null>(null);
  // A chosen file's preview lives in memory until another takes its place.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const preview = removed ? null : (chosen ?? stock?.url ?? currentUrl);
  const label = (key: string) => t(`settings:organization.${key}`);

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{label("logo")}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={label("logoPreview")}
            width={160}
            height={160}
            className="size-40 shrink-0 rounded-md border border-border bg-white object-contain p-2"
            data-testid="logo-preview"
          />
        ) : (
          <div className="flex size-40 shrink-0 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-surface-sunken p-3 text-center text-fg-muted">
            <ImageIcon className="size-6" aria-hidden />
            {label("logoNone")}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor="logo" className="text-sm font-medium">
            {label(preview ? "logoReplace" : "logoChoose")}{" "}
            <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
          </label>
          <input
            ref={input}
            id="logo"
            name="logo"
            type="file"
            accept={IMAGE_ACCEPT}
            className={FILE_INPUT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? "logo-error" : null, "logo-hint"].filter(Boolean).join(" ")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              markDirty();
              setRemoved(false);
              setStock(null);
              setChosen(file ? URL.createObjectURL(file) : null);
            }}
          />
          <StockImagePicker
            onPick={(image) => {
              markDirty();
              setRemoved(false);
              setChosen(null);
              if (input.current) input.current.value = "";
              setStock({ uploadId: String(image.uploadId), url: image.imageSmallUrl });
            }}
          />
          <p id="logo-hint" className="text-sm text-fg-muted">
            {label("logoHint")}
          </p>
          {error && (
            <p id="logo-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          {stock && !chosen && !removed && <input type="hidden" name="logo_upload_id" value={stock.uploadId} />}
          {pendingUploadId && !stock && !chosen && !removed && (
            <input type="hidden" name="logo_upload_id" value={pendingUploadId} />
          )}
          {(currentUrl || pendingUploadId) && (
            <label className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="logo_remove"
                className="size-5 shrink-0"
                checked={removed}
                onChange={(event) => {
                  markDirty();
                  setRemoved(event.currentTarget.checked);
                }}
              />
              {label("logoRemove")}
            </label>
          )}
        </div>
      </div>
    </fieldset>
  );
}
