import { ApiError } from "../../../contract/api-client";
import type { Upload } from "../../../contract/media";
import type { apiFor } from "../../lib/api.server";

type Api = ReturnType<typeof apiFor>;

/**
 * The photo the profile form asks for, as the organisation's logo: removed (null), a new file (uploaded first, the API
 * re-encodes it without EXIF), one uploaded for an earlier refused save, or unchanged (no id: the API keeps it).
 */
export async function chosenPhoto(api: Api, form: FormData): Promise<{ id?: string | null; url?: string } | { error: string }> {
  if (form.get("photo_remove") === "on") return { id: null };
  const file = form.get("photo");
  if (file instanceof Blob && file.size > 0) {
    const body = new FormData();
    body.append("file", file);
    try {
      const { data: upload } = await api.post<Upload>("/api/v1/uploads", body);
      return { id: upload.id, url: upload.url };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) return { error: error.errors[0]?.detail ?? error.message };
      throw error;
    }
  }
  const pending = String(form.get("photo_upload_id") ?? "");
  return pending ? { id: pending, url: String(form.get("photo_upload_url") ?? "") } : {};
}
