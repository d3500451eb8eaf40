import { useEffect, useRef } from "react";
import { IMAGE_ACCEPT } from "../../../contract/media";
import { Button } from "../../components/ui/button";
import { FILE_INPUT, FieldError } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { MediaPicker } from "../media/media-picker";
import type { ImageKey } from "./design-values";
import "../../lib/texts/settings";

/**
 * A logo or favicon: the current image, a file picker (the file is uploaded when the form is saved) and a remove
 * button. The preview shows a chosen file at once through an object URL.
 */
export function ImageField({
  name,
  url,
  onChange,
  onPick,
  error,
}: {
  name: ImageKey;
  url: string | null;
  onChange: (url: string | null) => void;
  /** An image chosen from the media library (its upload id and URL) instead of a file. */
  onPick: (uploadId: number, url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const label = t(`settings:design.images.${name}`);
  // A chosen file's object URL is freed when another takes its place.
  useEffect(
    () => () => {
      if (url?.startsWith("blob:")) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <div className="flex flex-col gap-2" data-testid={`image-${name}`}>
      <label id={`${name}-label`} htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex min-h-20 items-center justify-center rounded-md border border-dashed border-border bg-surface-sunken p-2">
        {url ? (
          <img src={url} alt={t("settings:design.images.current", { label })} className="max-h-16 w-auto max-w-full" />
        ) : (
          <span className="text-sm text-fg-muted">{t("settings:design.images.none")}</span>
        )}
      </div>
      <input
        ref={input}
        id={name}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        className={FILE_INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}_id-error` : `${name}-hint`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChange(URL.createObjectURL(file));
        }}
      />
      <MediaPicker
        describedBy={`${name}-label`}
        onChoose={(file) => {
          if (!file.uploadId) return;
          // The library's image replaces a file chosen before it.
          if (input.current) input.current.value = "";
          onPick(Number(file.uploadId), file.url);
        }}
      />
      <p id={`${name}-hint`} className="text-sm text-fg-muted">
        {t("settings:design.images.hint")}
      </p>
      <FieldError id={`${name}_id`} error={error} />
      {url && (
        <Button
          flavor="outline"
          color="danger"
          size="lg"
          className="self-start"
          aria-describedby={`${name}-label`}
          onClick={() => {
            if (input.current) input.current.value = "";
            onChange(null);
          }}
        >
          {t("settings:design.images.remove")}
        </Button>
      )}
    </div>
  );
}
