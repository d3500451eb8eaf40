import type { Upload } from "../../../contract/media";
import type { apiFor } from "../../lib/api.server";
import { uploadRefusal } from "../../lib/upload-refusal";

type Api = ReturnType<typeof apiFor>;

/**
 * The image an `ImageUploadField` named `name` asks for: removed (null), a new file (uploaded first, the API re-encodes
 * it without EXIF), one uploaded for an earlier refused save or picked from the stock, or unchanged (no id: the API
 * keeps it). A file the API refuses comes back as its message.
 */
export async function chosenImage(
  api: Api,
  form: FormData,
  name: string,
): Promise<{ id?: string | null; url?: string } | { error: string }> {
  if (form.get(`${name}_remove`) === "on") return { id: null };
  const file = form.get(name);
  if (file instanceof Blob && file.size > 0) {
    const body = new FormData();
    body.append("file", file);
    try {
      const { data: upload } = await api.post<Upload>("/api/v1/uploads", body);
      return { id: upload.id, url: upload.url };
    } catch (error) {
      const refusal = uploadRefusal(error);
      if (refusal === null) throw error;
      return { error: refusal };
    }
  }
  const pending = String(form.get(`${name}_upload_id`) ?? "");
  return pending ? { id: pending, url: String(form.get(`${name}_upload_url`) ?? "") } : {};
}
