import { data, Link } from "react-router";
import type { VolunteerProfile } from "../../contract/volunteer-profiles";
import { chosenImage } from "../features/media/image-upload-field.server";
import { profileAttributesOf, VolunteerProfileForm } from "../features/volunteer-profiles/volunteer-profile-form";
import { submitForm } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/profile-edit.volunteer-profile";
import "../lib/texts/volunteer-profiles";

export const handle: RouteHandle = { title: "volunteer-profiles:profile.title" };

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const { data } = await api.get<VolunteerProfile | null>("/api/v1/volunteer_profiles/me");
  return { profile: data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  // A chosen photo is uploaded first (multipart, so it works without JavaScript), then named by its id.
  const photo = await chosenImage(api, form, "photo");
  if ("error" in photo) return data({ errors: { photo_id: photo.error }, at: Date.now() }, { status: 422 });
  const attributes = { ...profileAttributesOf(form), ...(photo.id !== undefined && { photoId: photo.id }) };
  const result = await submitForm(request, locale, "volunteer-profiles:profile.saved", () =>
    api.put("/api/v1/volunteer_profiles/me", { data: { type: "volunteer_profiles", attributes } }),
  );
  // Refused for another field: the new upload is kept for the next try (PhotoField sends it again).
  if ("init" in result && photo.id && photo.url)
    return data({ ...result.data, photo: { id: photo.id, url: photo.url } }, result.init ?? undefined);
  return result;
}

/** /profile-edit/vrijwilligersprofiel: what a volunteer tells organizations, and whether the pool shows it. */
export default function VolunteerProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { serverErrors } = useFormResult(actionData);
  return (
    <section aria-labelledby="volunteer-profile-title">
      <h2 id="volunteer-profile-title" className="text-xl font-semibold">
        {t("volunteer-profiles:profile.title")}
      </h2>
      <p className="mt-1 text-fg-muted">{t("volunteer-profiles:profile.intro")}</p>
      <p className="mt-2">
        <Link to={to("/profile-replies")} className="font-medium text-link underline underline-offset-4">
          {t("volunteer-profiles:profile.replies")}
        </Link>
      </p>
      <VolunteerProfileForm profile={loaderData.profile} errors={serverErrors} />
    </section>
  );
}
