import { and, eq, sql } from "drizzle-orm";
import type { VolunteerProfileInput } from "../../../contract/volunteer-profiles";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { GeocodeResult } from "../../geo/geocoder";
import { volunteerProfiles } from "./volunteer-profiles.table";

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;

export async function findOwnProfile(db: Database, tenant: TenantId, userId: number): Promise<VolunteerProfileRow | null> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .select()
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId)));
    return row ?? null;
  });
}

/** The place name of a geocoded postal code ("8091 AB, Wezep" is Wezep): the pool shows no more than that. */
const placeOf = (found: GeocodeResult | null) => found?.label.split(", ").pop()?.slice(0, 100) ?? null;

/** Creates or replaces the user's profile; switching `visible` off takes it out of the pool at once. */
export async function saveOwnProfile(
  db: Database,
  tenant: TenantId,
  owner: { userId: number; centerId: number },
  input: VolunteerProfileInput,
  located: GeocodeResult | null,
): Promise<VolunteerProfileRow> {
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
    updatedAt: new Date(),
  };
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .insert(volunteerProfiles)
      .values({ tenantId: tenant, centerId: owner.centerId, userId: owner.userId, ...values })
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values })
      .returning();
    return row;
  });
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
