import { z } from "zod";
import { optionalText } from "./optional-text";
import type { Translate } from "./validation";

/** Who a workshop is for (issue 18, item 7): volunteers, organizations' staff, or both. */
export const WORKSHOP_AUDIENCES = ["volunteers", "organizations", "everyone"] as const;
export type WorkshopAudience = (typeof WORKSHOP_AUDIENCES)[number];

/** A sign-up holds a seat, waits for one, or was given up. */
export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const WORKSHOP_LIMITS = { title: 120, description: 10_000, location: 200, seats: 1000 } as const;

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const workshopFields = z.object({
  title: z.string().trim().min(3).max(WORKSHOP_LIMITS.title),
  description: z.string().trim().min(10).max(WORKSHOP_LIMITS.description),
  /** The English title and description (decision 35); empty or null: none, /en shows the Dutch marked as Dutch. */
  title_en: optionalText(WORKSHOP_LIMITS.title),
  description_en: optionalText(WORKSHOP_LIMITS.description),
  audience: z.enum(WORKSHOP_AUDIENCES),
  starts_at: instant,
  ends_at: instant,
  /** An address or a room; empty when the workshop is online only. */
  location: z
    .string()
    .trim()
    .max(WORKSHOP_LIMITS.location)
    .transform((v) => v || null)
    .nullable(),
  online: z.boolean(),
  seats: z.number().int().min(1).max(WORKSHOP_LIMITS.seats),
  published: z.boolean(),
});

/** The rules across fields, for a new workshop and for an edited one as it would be after the change. */
export function workshopRuleProblems(
  w: { starts_at: Date; ends_at: Date; online: boolean; location: string | null },
  t: Translate,
): { field: "ends_at" | "location"; message: string }[] {
  const problems: { field: "ends_at" | "location"; message: string }[] = [];
  if (w.ends_at <= w.starts_at) problems.push({ field: "ends_at", message: t("validation:workshop.endsBeforeStart") });
  if (!w.online && !w.location) problems.push({ field: "location", message: t("validation:workshop.needsPlace") });
  return problems;
}

/** POST /api/v1/workshops: a place, or online, or both; it ends after it starts. */
export const workshopCreateSchema = (t: Translate) =>
  workshopFields.superRefine((w, ctx) => {
    for (const { field, message } of workshopRuleProblems(w, t)) ctx.addIssue({ code: "custom", path: [field], message });
  });
export type WorkshopCreate = z.output<typeof workshopFields>;

/** PATCH: what is sent replaces the old value; the route checks the rules on the workshop as it would become. */
export const workshopUpdateSchema = workshopFields.partial();
export type WorkshopUpdate = z.output<typeof workshopUpdateSchema>;

/** POST /api/v1/workshops/{id}/registrations: a visitor gives a name and an address, nothing more. */
export const registrationCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
});
export type RegistrationCreate = z.output<typeof registrationCreateSchema>;

/** POST /api/v1/workshop_registrations/cancel: the secret from the confirmation mail gives the seat back. */
export const registrationCancelSchema = z.object({ token: z.string().min(20).max(100) });

/** A workshop as the client sees it (camelCase). */
export interface Workshop {
  id: string;
  type: "workshops";
  title: string;
  description: string;
  /** The English title and description, null where none was written (decision 35). */
  titleEn: string | null;
  descriptionEn: string | null;
  audience: WorkshopAudience;
  startsAt: string;
  endsAt: string;
  location: string | null;
  online: boolean;
  seats: number;
  seatsTaken: number;
  waitlisted: number;
  published: boolean;
  /** The iCal file of this one workshop. */
  icalUrl: string;
}

export interface WorkshopRegistration {
  id: string;
  type: "workshop_registrations";
  name: string;
  email: string;
  status: RegistrationStatus;
  createdAt: string;
}
