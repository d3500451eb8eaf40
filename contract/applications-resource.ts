import { z } from "zod";
import { APPLICATION_STATUSES } from "./applications";
import { MATCH_OUTCOMES } from "./match-followups";
import { wireDate, wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** An application's attributes as the API sends them (applications.resource.ts returns this type). */
export const applicationResourceSchema = z.object({
  name: z.string(),
  vacancyTitle: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: wireText,
  message: wireText,
  createdAt: wireDate,
  status: z.enum(APPLICATION_STATUSES),
  decisionMessage: wireText,
  decidedAt: wireDate.nullable(),
  /** The organization's first response: its decision or first message, whichever came first (issue 44). */
  firstRespondedAt: wireDate.nullable(),
  /** A guest (no account) cannot take part in a conversation about it. */
  hasAccount: z.boolean(),
  /** What the follow-up answers say of an accepted match (issue 44); null before any answer. */
  matchOutcome: z.enum(MATCH_OUTCOMES).nullable(),
});

/** The vacancy an application is for, in short. */
export const applicationVacancySchema = z.object({
  title: z.string(),
  status: z.string(),
  organizationId: wireId,
  organizationName: z.string(),
});

/** A staff member's note on an application. */
export const applicationNoteResourceSchema = z.object({ body: z.string(), authorName: wireText, createdAt: wireDate });

/** How quickly the vacancy's organization usually responds to an application (issue 44; null: too few data). */
export const responseTimeResourceSchema = z.object({ usualDays: z.number().int().nullable() });
