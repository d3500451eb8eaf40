import { ImageIcon, Trash2, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT, imageFileRule, sniffImageType } from "../../../../contract/media";
import type { StockImage } from "../../../../contract/stock-images";
import type { Translate } from "../../../../contract/validation";
import { Button } from "../../../components/ui/button";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { FILE_INPUT } from "../../../components/ui/field";
import { useHydrated } from "../../../lib/hydration";
import { useTranslation } from "../../../lib/i18n";
import { StockImagePicker } from "../../media/stock-image-picker";
import { ERROR, FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

/** The browser's early word on a chosen file, with the API's messages: too large, or not an image we take. */
async function problemWith(file: File, t: Translate): Promise<string | null> {
  const size = imageFileRule(t).safeParse(file);
  if (!size.success) return size.error.issues[0].message;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : t("validation:image.type");
}

/**
 * The vacancy's image: what it is now, a file to replace it, and a way to take it away. Without JavaScript the
 * file goes with the form and a check box removes the image; with it, the choice is checked and shown at once.
 */
export function ImageSection({ kit, onPreviewChange }: { kit: FormKit; onPreviewChange: (url: string | null) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { draft, markDirty } = kit;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [removed, setRemoved] = useState(draft.image_remove);
  const [problem, setProblem] = useState<string | null>(null);
  // A stock image chosen in the picker: the vacancy will point to its upload.
  const [picked, setPicked] = useState<{ uploadId: number; url: string } | null>(null);
  const preview = removed ? null : (chosen ?? picked?.url ?? (draft.image_url || null));
  const uploadId = picked?.uploadId ?? draft.image_upload_id;
  const imageUrl = picked?.url ?? draft.image_url;
  const error = problem ?? kit.error("image") ?? kit.error("image_upload_id");

  useEffect(() => onPreviewChange(preview), [preview, onPreviewChange]);
  // The form came back (another field was wrong) with the chosen file uploaded: that upload is the choice now.
  useEffect(() => {
    if (!draft.image_upload_id) return;
    if (input.current) input.current.value = "";
    setChosen(null);
  }, [draft.image_upload_id]);
  // A chosen file's preview lives in memory until another takes its place.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);

  const choose = async (file: File | undefined) => {
    markDirty();
    setChosen(null);
    setPicked(null);
    if (!file) return setProblem(null);
    const found = await problemWith(file, t as Translate);
    setProblem(found);
    if (found) {
      // A file the API would refuse is not sent at all.
      if (input.current) input.current.value = "";
      return;
    }
    setRemoved(false);
    setChosen(URL.createObjectURL(file));
  };

  const remove = () => {
    markDirty();
    if (input.current) input.current.value = "";
    setChosen(null);
    setPicked(null);
    setProblem(null);
    setRemoved(true);
  };

  const pick = (image: StockImage) => {
    markDirty();
    if (input.current) input.current.value = "";
    setChosen(null);
    setProblem(null);
    setRemoved(false);
    setPicked({ uploadId: image.uploadId, url: image.imageSmallUrl });
  };

  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.image")}</legend>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={t("vacancy-admin:form.imagePreview")}
            width={480}
            height={270}
            className="aspect-video w-full shrink-0 rounded-md border border-border bg-surface-sunken object-contain sm:w-64"
            data-testid="image-preview"
          />
        ) : (
          <div className="flex h-28 w-full shrink-0 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border bg-surface-sunken px-3 text-center text-sm text-fg-muted sm:aspect-video sm:h-auto sm:w-64">
            <ImageIcon className="size-6" aria-hidden />
            {removed ? <span role="status">{t("vacancy-admin:form.imageRemoved")}</span> : t("vacancy-admin:form.imageNone")}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor="image" className="text-sm font-medium">
            {t(preview ? "vacancy-admin:form.imageReplace" : "vacancy-admin:form.image")}{" "}
            <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
          </label>
          <input
            ref={input}
            id="image"
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            className={FILE_INPUT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? "image-error" : null, "image-hint"].filter(Boolean).join(" ")}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <p id="image-hint" className={HINT}>
            {t("vacancy-admin:form.imageHint")}
          </p>
          {error && (
            <p id="image-error" className={ERROR}>
              {error}
            </p>
          )}
          {uploadId && <input type="hidden" name="image_upload_id" value={uploadId} />}
          {imageUrl && <input type="hidden" name="image_url" value={imageUrl} />}
          {hydrated ? (
            <>
              <StockImagePicker onPick={pick} />
              {removed && <input type="hidden" name="image_remove" value="on" />}
              {preview && (
                <Button flavor="outline" color="danger" className="mt-1 self-start" onClick={remove}>
                  <Trash2 className="size-4" aria-hidden />
                  {t("vacancy-admin:form.imageRemove")}
                </Button>
              )}
              {removed && draft.image_url && !chosen && (
                <Button flavor="outline" color="muted" className="mt-1 self-start" onClick={() => setRemoved(false)}>
                  <Undo2 className="size-4" aria-hidden />
                  {t("vacancy-admin:form.imageUndo")}
                </Button>
              )}
            </>
          ) : (
            draft.image_url && (
              <CheckboxField
                label={t("vacancy-admin:form.imageRemove")}
                className="mt-1"
                name="image_remove"
                defaultChecked={draft.image_remove}
              />
            )
          )}
        </div>
      </div>
    </fieldset>
  );
}
