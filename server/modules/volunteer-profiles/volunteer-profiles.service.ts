import { and, eq, sql } from "drizzle-orm";
import type { VolunteerProfileInput } from "../../../contract/volunteer-profiles";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, type Transaction, withTenant } from "../../db/client";
import { localGeocoder } from "../../geo/gazetteer";
import type { GeocodeResult } from "../../geo/geocoder";
import { uploads } from "../media/media.table";
import { volunteerProfiles } from "./volunteer-profiles.table";

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;
/** A profile with its photo's two stored variants (null without a photo). */
export type ProfileWithPhoto = VolunteerProfileRow & { photoPath: string | null; photoSmallPath: string | null };

// Correlated on the upload's primary key and naming the tenant, so they also hold in the pool's read without RLS.
const photoColumn = (column: "path" | "small_path") =>
  sql<string | null>`(select up.${sql.raw(column)} from uploads up
    where up.id = "volunteer_profiles"."photo_id" and up.tenant_id = "volunteer_profiles"."tenant_id")`;
export const photoColumns = { photoPath: photoColumn("path"), photoSmallPath: photoColumn("small_path") };

async function ownProfileIn(tx: Executor, tenant: TenantId, userId: number): Promise<ProfileWithPhoto | null> {
  const [row] = await tx
    .select({ profile: volunteerProfiles, ...photoColumns })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId)));
  return row ? { ...row.profile, photoPath: row.photoPath, photoSmallPath: row.photoSmallPath } : null;
}

export async function findOwnProfile(db: Database, tenant: TenantId, userId: number): Promise<ProfileWithPhoto | null> {
  return withTenant(db, tenant, (tx) => ownProfileIn(tx, tenant, userId));
}

/** A photo_id that is not an upload this volunteer made in this tenant. */
export class PhotoRefusedError extends Error {
  constructor() {
    super("photo_id: not an upload of this user");
  }
}

/** Whether the upload is one the user made himself in this tenant: nobody else's picture can become his photo. */
async function isOwnUpload(tx: Executor, tenant: TenantId, userId: number, uploadId: number) {
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenant), eq(uploads.id, uploadId), eq(uploads.uploadedById, userId)))
    .limit(1);
  return row !== undefined;
}

/** The place name of a geocoded postal code ("8091 AB, Wezep" is Wezep): the pool shows no more than that. */
const placeOf = (found: GeocodeResult | null) => found?.label.split(", ").pop()?.slice(0, 100) ?? null;

/**
 * Creates or replaces the user's profile; switching `visible` off takes it out of the pool at once. A photo_id left out
 * keeps the photo, null removes it; one that is not the user's own upload throws PhotoRefusedError and saves nothing.
 */
export async function saveOwnProfile(
  db: Database,
  tenant: TenantId,
  owner: { userId: number; centerId: number },
  input: VolunteerProfileInput,
  located: GeocodeResult | null,
): Promise<ProfileWithPhoto> {
  const values = {
    about: input.about,
    vacancyTypes: input.vacancy_types,
    tags: input.tags,
    activityTypeIds: input.activity_type_ids,
    skills: input.skills,
    availability: input.availability,
    hoursPerWeek: input.hours_per_week,
    postalCode: input.postal_code,
    place: placeOf(located),
    latitude: located?.latitude ?? null,
    longitude: located?.longitude ?? null,
    distanceKm: input.distance_km,
    languages: input.languages,
    certificateOfConduct: input.certificate_of_conduct,
    visible: input.visible,
    ...(input.photo_id !== undefined && { photoId: input.photo_id }),
    updatedAt: new Date(),
  };
  return withTenant(db, tenant, async (tx) => {
    const photo = input.photo_id;
    if (photo != null && !(await isOwnUpload(tx, tenant, owner.userId, photo))) throw new PhotoRefusedError();
    await tx
      .insert(volunteerProfiles)
      .values({ tenantId: tenant, centerId: owner.centerId, userId: owner.userId, ...values })
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values });
    return (await ownProfileIn(tx, tenant, owner.userId)) as ProfileWithPhoto;
  });
}

/**
 * The postal code an import knows of a volunteer, on his profile inside the caller's transaction; a new profile
 * stays out of the pool (not visible) until he fills it in himself.
 */
export async function keepProfilePostalCode(
  tx: Transaction,
  tenant: TenantId,
  owner: { userId: number; centerId: number },
  postalCode: string,
): Promise<void> {
  const located = localGeocoder.lookup(postalCode);
  const values = {
    postalCode,
    place: placeOf(located),
    latitude: located?.latitude ?? null,
    longitude: located?.longitude ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(volunteerProfiles)
    .values({ tenantId: tenant, centerId: owner.centerId, userId: owner.userId, ...values })
    .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values });
}

/** The profile behind a reply or a pool card, with its owner's display name; null for another tenant's. */
export async function findProfile(db: Database, tenant: TenantId, id: number): Promise<VolunteerProfileRow | null> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select()
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.id, id)));
    return row ?? null;
  });
}

/** "Anna B.": the pool never shows a surname beyond its initial. */
export const displayNameSql = sql<string>`(select u.first_name || coalesce(' ' || nullif(left(u.last_name, 1), '') || '.', '')
  from users u where u.id = "volunteer_profiles"."user_id")`;
