import type { Upload } from "../../../../contract/media";
import type { apiFor } from "../../../lib/api.server";
import { uploadRefusal } from "../../../lib/upload-refusal";
import type { VacancyDraft } from "./form-values";

/**
 * The image chosen in the vacancy form (posted with or without JavaScript) goes to the uploads API first; the
 * draft then names the upload, so a form the API refuses for another field keeps it. The API's refusal (type,
 * size) comes back as the image field's error, and the vacancy is not saved.
 */
export async function uploadChosenImage(
  api: ReturnType<typeof apiFor>,
  form: FormData,
  draft: VacancyDraft,
): Promise<{ error: string } | null> {
  const file = form.get("image");
  if (!(file instanceof Blob) || file.size === 0 || draft.image_remove) return null;
  const body = new FormData();
  body.append("file", file);
  try {
    const { data: upload } = await api.post<Upload>("/api/v1/uploads", body);
    Object.assign(draft, { image_upload_id: upload.id, image_url: upload.smallUrl });
    return null;
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (refusal === null) throw error;
    return { error: refusal };
  }
}
