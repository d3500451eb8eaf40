import { useState } from "react";
import type { MediaFile } from "../../contract/media-files";
import en from "../../locales/en/lazy/content.json";
import nl from "../../locales/nl/lazy/content.json";
import { MediaPicker } from "../features/media/media-picker";
import { registerNamespace, useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/content";

// The picker's texts are the media library's.
registerNamespace("content", { nl, en });

export const handle: RouteHandle = { title: "content:fileUpload.picker.devTitle" };

/** Developer page: the media picker on its own, as the settings and content screens will use it. */
export default function MediaPickerTest() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MediaFile | null>(null);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{t("content:fileUpload.picker.devTitle")}</h1>
      <p className="text-fg-muted">{t("content:fileUpload.picker.devIntro")}</p>
      <div>
        <MediaPicker onChoose={setChosen} />
      </div>
      <output data-testid="media-picker-chosen" aria-live="polite">
        {chosen
          ? t("content:fileUpload.picker.chosen", { name: chosen.name, uploadId: chosen.uploadId })
          : t("content:fileUpload.picker.nothing")}
      </output>
      {chosen?.thumbnailUrl && <img src={chosen.thumbnailUrl} alt={chosen.altText ?? ""} className="max-w-xs rounded-md" />}
    </div>
  );
}
