import { ImageIcon, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "../../../contract/media";
import { FIELDSET, FILE_INPUT, FieldError, LEGEND } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { StockImagePicker } from "./stock-image-picker";

/** An upload the action made for a save the API refused for another field: sent again, so it need not be chosen again. */
export type PendingUpload = { id: string; url: string };

// A portrait is a round crop; a logo keeps its whole shape on white.
const LOOKS = {
  portrait: {
    image: "rounded-full border border-border bg-surface-sunken object-cover",
    empty: "rounded-full border border-dashed border-border bg-surface-sunken p-4 text-center text-sm text-fg-muted",
    icon: <UserRound className="size-8" aria-hidden />,
    label: "font-medium",
  },
  logo: {
    image: "rounded-md border border-border bg-white object-contain p-2",
    empty: "rounded-md border border-dashed border-border bg-surface-sunken p-3 text-center text-fg-muted",
    icon: <ImageIcon className="size-6" aria-hidden />,
    label: "text-sm font-medium",
  },
} as const;

/**
 * An optional image of a form: a preview of the chosen file or the current image, a file (or, with `stock`, a stock
 * image) to replace it, a check box to remove it. The fields are `{name}` (the file), `{name}_upload_id` and
 * `{name}_upload_url` (a pending or stock upload) and `{name}_remove`; `chosenImage` reads them in the action.
 */
export function ImageUploadField({
  name,
  inputId,
  look,
  textKey,
  storedUrl,
  pending,
  error,
  stock = false,
  markDirty = () => {},
}: {
  name: string;
  /** The file input's id, which the error summary links to. */
  inputId: string;
  look: keyof typeof LOOKS;
  /** Where its texts are: `{textKey}.legend`, `.preview`, `.none`, `.choose`, `.replace`, `.hint` and `.remove`. */
  textKey: string;
  storedUrl: string | null;
  pending: PendingUpload | null;
  error?: string;
  stock?: boolean;
  markDirty?: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  // A stock image instead of a file: its upload is the image (it stays in the library, the form points to it).
  const [picked, setPicked] = useState<PendingUpload | null>(null);
  // A chosen file's preview lives in memory until another takes its place.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const current = pending?.url || storedUrl || null;
  // Once a save has stored the file (or the removal), the field starts again from that, so the file is not sent twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stored image, not each render, resets the field.
  useEffect(() => {
    setChosen(null);
    setRemoved(false);
    setPicked(null);
    if (input.current) input.current.value = "";
  }, [current]);
  const preview = removed ? null : (chosen ?? picked?.url ?? current);
  const uploadId = picked?.id ?? pending?.id;
  const errorId = `${inputId}-error`;
  const hintId = `${name}-hint`;
  const { image, empty, icon, label } = LOOKS[look];
  const text = (part: string) => t(`${textKey}.${part}`);
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{text("legend")}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={text("preview")}
            width={160}
            height={160}
            className={`size-40 shrink-0 ${image}`}
            data-testid={`${name}-preview`}
          />
        ) : (
          <div className={`flex size-40 shrink-0 flex-col items-center justify-center gap-2 ${empty}`}>
            {icon}
            {text("none")}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={inputId} className={label}>
            {text(preview ? "replace" : "choose")} <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
          </label>
          <input
            ref={input}
            id={inputId}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            className={FILE_INPUT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(" ")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              markDirty();
              setRemoved(false);
              setPicked(null);
              setChosen(file ? URL.createObjectURL(file) : null);
            }}
          />
          {stock && (
            <StockImagePicker
              onPick={(picture) => {
                markDirty();
                setRemoved(false);
                setChosen(null);
                if (input.current) input.current.value = "";
                setPicked({ id: String(picture.uploadId), url: picture.imageSmallUrl });
              }}
            />
          )}
          <p id={hintId} className="text-sm text-fg-muted">
            {text("hint")}
          </p>
          <FieldError id={inputId} error={error} />
          {uploadId && !chosen && !removed && <input type="hidden" name={`${name}_upload_id`} value={uploadId} />}
          {pending && <input type="hidden" name={`${name}_upload_url`} value={pending.url} />}
          {(current || pending) && (
            <label className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={`${name}_remove`}
                className="size-5 shrink-0"
                checked={removed}
                onChange={(event) => {
                  markDirty();
                  setRemoved(event.currentTarget.checked);
                }}
                data-testid={`${name}-remove`}
              />
              {text("remove")}
            </label>
          )}
        </div>
      </div>
    </fieldset>
  );
}
