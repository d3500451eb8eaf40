import { z } from "zod";
import { APPLICATION_STATUSES } from "./applications";
import { MATCH_OUTCOMES } from "./match-followups";
import { wireDate } from "./wire";

// What GET /api/v1/dashboard sends (server/http/openapi/README.md): the shapes of contract/dashboard.ts as a schema.

const count = z.number().int();

const vacancy = z.object({
  id: z.string(),
  title: z.string(),
  organizationName: z.string(),
  city: z.string().nullable(),
  expiresAt: wireDate.nullable(),
  publishedAt: wireDate.nullable(),
});

const application = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  vacancyId: z.string(),
  vacancyTitle: z.string(),
  createdAt: wireDate,
  matchOutcome: z.enum(MATCH_OUTCOMES).nullable().describe("What the follow-ups say of an accepted application"),
});

const day = z.string().describe("YYYY-MM-DD");

/** What the caller may see, by role: a volunteer's, an organization's or the centre staff's figures. */
export const dashboardResourceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("volunteer"),
    applicationsByStatus: z.record(z.enum(APPLICATION_STATUSES), count),
    latestApplications: z.array(application),
    suggestions: z.array(vacancy),
  }),
  z.object({
    kind: z.literal("organization"),
    openVacancies: count,
    newApplications: count,
    newSince: day,
    expiringVacancies: count,
    expiring: z.array(vacancy),
    latestApplications: z.array(application),
  }),
  z.object({
    kind: z.literal("staff"),
    pendingOrganizations: count,
    vacanciesPublishedThisMonth: count,
    applicationsThisMonth: count,
    monthStart: day,
    expiringVacancies: count,
    expiring: z.array(vacancy),
    latestApplications: z.array(application),
  }),
]);
