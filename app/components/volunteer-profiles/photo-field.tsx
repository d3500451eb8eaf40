import { UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { IMAGE_ACCEPT } from "../../../contract/media";
import type { VolunteerProfile } from "../../../contract/volunteer-profiles";
import { useTranslation } from "../../lib/i18n";
import { FIELDSET, FILE_INPUT, LEGEND } from "../ui/field";
import "../../lib/texts/volunteer-profiles";

/** What the profile action answers after a refused save that uploaded a file: that upload, to be sent again. */
export type PendingPhoto = { id: string; url: string };

/**
 * The profile's optional photo, as the organisation's logo: a preview of the chosen file or the current photo, a file
 * to replace it, a check box to remove it. The action uploads the file; a photo uploaded for a save the API refused for
 * another field travels on as `photo_upload_id`, so it need not be chosen again.
 */
export function PhotoField({ profile, error }: { profile: VolunteerProfile | null; error?: string }) {
  const { t } = useTranslation();
  const pending = (useActionData() as { photo?: PendingPhoto } | undefined)?.photo ?? null;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  // A chosen file's preview lives in memory until another takes its place.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const current = pending?.url ?? profile?.photoUrl ?? null;
  // Once a save has stored the file (or the removal), the field starts again from that, so the file is not sent twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stored photo, not each render, resets the field.
  useEffect(() => {
    setChosen(null);
    setRemoved(false);
    if (input.current) input.current.value = "";
  }, [current]);
  const preview = removed ? null : (chosen ?? current);
  const p = (key: string) => t(`volunteer-profiles:profile.photo.${key}`);
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{p("legend")}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={p("preview")}
            width={160}
            height={160}
            className="size-40 shrink-0 rounded-full border border-border bg-surface-sunken object-cover"
            data-testid="photo-preview"
          />
        ) : (
          <div className="flex size-40 shrink-0 flex-col items-center justify-center gap-2 rounded-full border border-dashed border-border bg-surface-sunken p-4 text-center text-sm text-fg-muted">
            <UserRound className="size-8" aria-hidden />
            {p("none")}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor="photo_id" className="font-medium">
            {p(preview ? "replace" : "choose")} <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
          </label>
          <input
            ref={input}
            id="photo_id"
            name="photo"
            type="file"
            accept={IMAGE_ACCEPT}
            className={FILE_INPUT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? "photo_id-error" : null, "photo-hint"].filter(Boolean).join(" ")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setRemoved(false);
              setChosen(file ? URL.createObjectURL(file) : null);
            }}
          />
          <p id="photo-hint" className="text-sm text-fg-muted">
            {p("hint")}
          </p>
          {error && (
            <p id="photo_id-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          {pending && !chosen && !removed && <input type="hidden" name="photo_upload_id" value={pending.id} />}
          {pending && <input type="hidden" name="photo_upload_url" value={pending.url} />}
          {current && (
            <label className="mt-1 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="photo_remove"
                className="size-5 shrink-0"
                checked={removed}
                onChange={(event) => setRemoved(event.currentTarget.checked)}
                data-testid="photo-remove"
              />
              {p("remove")}
            </label>
          )}
        </div>
      </div>
    </fieldset>
  );
}
