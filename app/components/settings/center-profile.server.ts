import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { Role } from "../../../contract/identity";
import type { Upload } from "../../../contract/media";
import type { VolunteerCenter, VolunteerCenterProfile } from "../../../contract/volunteer-centers";
import { isLocale, type Locale } from "../../../locales/languages";
import { apiFor } from "../../lib/api.server";
import { type FormResult, submitForm } from "../../lib/api-form.server";
import { IMAGE_KEYS } from "../../lib/design-values";
import { requireRole } from "../../lib/session.server";
import { uploadRefusal } from "../../lib/upload-refusal";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context; params: { lang?: string } };

/** The site's current centre with its profile: the one /instellingen edits. */
export async function loadCenterProfile(context: Context, locale: Locale) {
  const { data: center } = await apiFor(context, locale).get<VolunteerCenter>("/api/v1/volunteer_centers/current", {
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
export async function saveCenterProfile(request: Request, context: Context, locale: Locale, saved: string) {
  const form = await request.formData();
  const api = apiFor(context, locale);
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
  const { centerId } = await loadCenterProfile(context, locale);
  return submitForm(request, locale, saved, () =>
    api
      .patch(`/api/v1/volunteer_centers/${centerId}/profile`, { data: { type: "volunteer_center_profiles", attributes } })
      .catch((error) => {
        throw error instanceof ApiError ? withDottedPointers(error) : error;
      }),
  );
}

/** A profile screen's loader: its roles first, then the current centre's profile. */
export async function profileScreenLoader({ request, context, params }: Args, roles: readonly Role[]) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireRole(request, context, locale, roles);
  return loadCenterProfile(context, locale);
}

/** A profile screen's action: its roles first, then the save with the screen's success message. */
export async function profileScreenAction({ request, context, params }: Args, roles: readonly Role[], saved: string) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireRole(request, context, locale, roles);
  return saveCenterProfile(request, context, locale, saved);
}
