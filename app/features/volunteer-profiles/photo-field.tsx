import { useActionData } from "react-router";
import type { VolunteerProfile } from "../../../contract/volunteer-profiles";
import { ImageUploadField, type PendingUpload } from "../media/image-upload-field";
import "../../lib/texts/volunteer-profiles";

/**
 * The profile's optional photo, as the organization's logo. The action uploads the file; a photo uploaded for a save
 * the API refused for another field comes back as `photo` and travels on as `photo_upload_id`.
 */
export function PhotoField({ profile, error }: { profile: VolunteerProfile | null; error?: string }) {
  const pending = (useActionData() as { photo?: PendingUpload } | undefined)?.photo ?? null;
  return (
    <ImageUploadField
      name="photo"
      inputId="photo_id"
      look="portrait"
      textKey="volunteer-profiles:profile.photo"
      storedUrl={profile?.photoUrl ?? null}
      pending={pending}
      error={error}
    />
  );
}
