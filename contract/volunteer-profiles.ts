import { z } from "zod";
import { POSTAL_CODE } from "./fields";
import { resourceId } from "./ids";
import { ACTIVITY_TYPES } from "./organization-options";
import { VACANCY_TAGS, VACANCY_TYPES } from "./vacancy-options";

/** Availability is a set of day parts: "mon_morning" ... "sun_evening". */
export const WEEK_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export const AVAILABILITY_SLOTS = WEEK_DAYS.flatMap((day) => DAY_PARTS.map((part) => `${day}_${part}` as const));
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];

/** Languages a volunteer speaks (ISO 639-1; Frisian and Papiamento as spoken here). Only add at the end. */
export const PROFILE_LANGUAGES = ["nl", "en", "de", "fr", "es", "pl", "tr", "ar", "uk", "fy", "pap"] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const PROFILE_LIMITS = { about: 2000, skills: 20, skill: 50, hours: 80, distance: 100 } as const;
export const ACTIVITY_TYPE_IDS = ACTIVITY_TYPES.map((type) => type.id) as number[];

/** A list of choices from a fixed set, each once. */
const choices = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

/** PUT /api/v1/volunteer_profiles/me: the whole profile; visible in the pool only when the volunteer says so. */
export const volunteerProfileSchema = z.object({
  about: z.string().trim().max(PROFILE_LIMITS.about),
  vacancy_types: choices(VACANCY_TYPES),
  tags: choices(VACANCY_TAGS),
  activity_type_ids: z
    .array(
      z
        .number()
        .int()
        .refine((id) => ACTIVITY_TYPE_IDS.includes(id)),
    )
    .max(ACTIVITY_TYPE_IDS.length)
    .transform((list) => [...new Set(list)]),
  skills: z
    .array(z.string().trim().min(2).max(PROFILE_LIMITS.skill))
    .max(PROFILE_LIMITS.skills)
    .transform((list) => [...new Set(list)]),
  availability: choices(AVAILABILITY_SLOTS as [AvailabilitySlot, ...AvailabilitySlot[]]),
  hours_per_week: z.number().int().min(1).max(PROFILE_LIMITS.hours).nullable(),
  postal_code: z
    .string()
    .trim()
    .regex(POSTAL_CODE)
    .transform((v) => v.replace(/^(\d{4}) ?([A-Za-z]{2})$/, (_, d, l) => `${d} ${l.toUpperCase()}`))
    .nullable(),
  distance_km: z.number().int().min(1).max(PROFILE_LIMITS.distance),
  languages: choices(PROFILE_LANGUAGES),
  certificate_of_conduct: z.boolean(),
  visible: z.boolean(),
  /** An image the volunteer uploaded himself; null removes the photo, left out keeps it. */
  photo_id: resourceId.nullable().optional(),
});
export type VolunteerProfileInput = z.output<typeof volunteerProfileSchema>;

/** The volunteer's own profile, as he edits it. */
export interface VolunteerProfile {
  id: string;
  type: "volunteer_profiles";
  about: string;
  vacancyTypes: string[];
  tags: string[];
  activityTypeIds: number[];
  skills: string[];
  availability: string[];
  hoursPerWeek: number | null;
  postalCode: string | null;
  place: string | null;
  distanceKm: number;
  languages: string[];
  certificateOfConduct: boolean;
  visible: boolean;
  photoId: number | null;
  photoUrl: string | null;
  photoSmallUrl: string | null;
  updatedAt: string;
}

/** A profile as the pool shows it: never an e-mail, phone, surname or exact address. */
export interface PoolProfile {
  id: string;
  type: "pool_profiles";
  displayName: string;
  about: string;
  vacancyTypes: string[];
  tags: string[];
  activityTypeIds: number[];
  skills: string[];
  availability: string[];
  hoursPerWeek: number | null;
  place: string | null;
  distanceKm: number;
  languages: string[];
  certificateOfConduct: boolean;
  /** From the searched postal code, when there was one. */
  kmAway: number | null;
  /** Whether one of the caller's organizations has an open reply to it. */
  replied: boolean;
  /** The volunteer's photo, large and small (the card shows the small one). */
  photoUrl: string | null;
  photoSmallUrl: string | null;
  updatedAt: string;
}

export const POOL_FILTERS = ["vacancy_type", "activity_type", "availability", "hours_min", "near", "within", "language"] as const;

/** GET /api/v1/volunteer_profiles: filter values as the query sends them (lists comma-separated). */
export const poolFilterSchema = z.object({
  vacancy_type: z.array(z.enum(VACANCY_TYPES)).optional(),
  activity_type: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((id) => ACTIVITY_TYPE_IDS.includes(id)),
    )
    .optional(),
  availability: z.array(z.enum(AVAILABILITY_SLOTS as [AvailabilitySlot, ...AvailabilitySlot[]])).optional(),
  hours_min: z.coerce.number().int().min(1).max(PROFILE_LIMITS.hours).optional(),
  near: z
    .string()
    .trim()
    .regex(/^[1-9]\d{3}( ?[A-Za-z]{2})?$/)
    .optional(),
  within: z.coerce.number().int().min(1).max(PROFILE_LIMITS.distance).optional(),
  language: z.array(z.enum(PROFILE_LANGUAGES)).optional(),
});
export type PoolFilter = z.output<typeof poolFilterSchema>;

export const PROFILE_REPLY_STATES = ["open", "answered", "declined"] as const;
export type ProfileReplyState = (typeof PROFILE_REPLY_STATES)[number];
export const PROFILE_REPLY_MAX = 2000;
/** Replies an organization may send a day, so the pool cannot be spammed. */
export const PROFILE_REPLIES_PER_DAY = 20;

/** POST /api/v1/profile_replies: an organization (of the sender's) writes to a volunteer in the pool. */
export const profileReplyCreateSchema = z.object({
  volunteer_profile_id: resourceId,
  organization_id: resourceId.optional(),
  body: z.string().trim().min(10).max(PROFILE_REPLY_MAX),
});

/** PATCH /api/v1/profile_replies/{id}: the volunteer answers (a conversation starts) or declines. */
export const profileReplyUpdateSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("answered"), answer: z.string().trim().min(1).max(10_000) }),
  z.object({ state: z.literal("declined") }),
]);

export interface ProfileReply {
  id: string;
  type: "profile_replies";
  volunteerProfileId: number;
  organizationId: number;
  organizationName: string;
  body: string;
  /** Who wrote it for the organization (first name); the volunteer as the pool shows him. */
  sender: string;
  volunteer: string;
  state: ProfileReplyState;
  conversationId: number | null;
  /** Whether the caller is the volunteer it was sent to (else he sent it for an organization). */
  received: boolean;
  createdAt: string;
}
