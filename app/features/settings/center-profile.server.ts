import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { Role } from "../../../contract/identity";
import type { Upload } from "../../../contract/media";
import type { VolunteerCenter, VolunteerCenterProfile } from "../../../contract/volunteer-centers";
import { type FormResult, submitForm } from "../../lib/api-form.server";
import { pageContext, signedInAs } from "../../lib/page-context.server";
import { uploadRefusal } from "../../lib/upload-refusal";
import { IMAGE_KEYS } from "./design-values";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

/** The site's current centre with its profile: the one /instellingen edits. */
export async function loadCenterProfile(context: Context) {
  const { data: center } = await pageContext(context).api.get<VolunteerCenter>("/api/v1/volunteer_centers/current", {
    include: ["profile"],
  });
  return { centerId: center.id, centerName: center.name, profile: center.profile as VolunteerCenterProfile };
}

// The API points at "/data/attributes/theme_config/header/variant"; the form names that field "theme_config.header.variant".
function withDottedPointers(error: ApiError): ApiError {
  return new ApiError(
    error.status,
    error.errors.map((e) => {
      const path = e.source?.pointer?.replace(/^\/data\/attributes\/?/, "").replaceAll("/", ".");
      return path ? { ...e, source: { pointer: `/${path}` } } : e;
    }),
  );
}

/**
 * Saves the posted profile form: the changed attributes as JSON in "attributes", a newly chosen image per image field
 * (uploaded first, then named by its upload id). Field errors come back keyed by the attribute's dotted path.
 */
export async function saveCenterProfile(request: Request, context: Context, saved: string) {
  const form = await request.formData();
  const { locale, api } = pageContext(context);
  let attributes: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(String(form.get("attributes") ?? "{}"));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) attributes = parsed;
  } catch {
    // An unreadable form changes nothing; the API answers the empty change as a save of nothing.
  }
  const errors: Record<string, string> = {};
  for (const key of IMAGE_KEYS) {
    const file = form.get(key);
    if (!(file instanceof Blob) || file.size === 0) continue;
    const body = new FormData();
    body.append("file", file);
    try {
      const { data: upload } = await api.post<Upload>("/api/v1/uploads", body);
      attributes[`${key}_id`] = Number(upload.id);
    } catch (error) {
      const refusal = uploadRefusal(error);
      if (refusal === null) throw error;
      errors[`${key}_id`] = refusal;
    }
  }
  if (Object.keys(errors).length > 0) return data({ errors, at: Date.now() } satisfies FormResult, { status: 422 });
  const { centerId } = await loadCenterProfile(context);
  return submitForm(request, locale, saved, () =>
    api
      .patch(`/api/v1/volunteer_centers/${centerId}/profile`, { data: { type: "volunteer_center_profiles", attributes } })
      .catch((error) => {
        throw error instanceof ApiError ? withDottedPointers(error) : error;
      }),
  );
}

/** A profile screen's loader: its roles first, then the current centre's profile. */
export async function profileScreenLoader({ request, context }: Args, roles: readonly Role[]) {
  await signedInAs(context, request, roles);
  return loadCenterProfile(context);
}

/** A profile screen's action: its roles first, then the save with the screen's success message. */
export async function profileScreenAction({ request, context }: Args, roles: readonly Role[], saved: string) {
  await signedInAs(context, request, roles);
  return saveCenterProfile(request, context, saved);
}
