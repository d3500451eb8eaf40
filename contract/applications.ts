import { z } from "zod";
import { optionalPhoneAs } from "./fields";
import { resourceId } from "./ids";
import type { MatchOutcome } from "./match-followups";
import { requiredAs, type Translate } from "./validation";

/** Spec section 4 names accepted and rejected; DESIGN.md section 6 adds submitted and withdrawn. */
export const APPLICATION_STATUSES = ["submitted", "accepted", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ["accepted", "rejected", "withdrawn"],
  accepted: [],
  rejected: [],
  withdrawn: [],
};

/**
 * The application form (spec section 3): a guest gives contact details; a signed-in volunteer's are prefilled. Its
 * messages name their field ("Vul je e-mailadres in"), in the user's language.
 */
export const applicationCreateSchemaFor = (t: Translate) =>
  z.object({
    vacancy_id: resourceId,
    first_name: z.string(requiredAs(t, "validation:fields.firstName")).trim().min(1).max(100),
    last_name: z.string(requiredAs(t, "validation:fields.lastName")).trim().min(1).max(100),
    email: z.email(requiredAs(t, "validation:fields.email")).max(254),
    phone_number: optionalPhoneAs(() => t("validation:fields.phone")).optional(),
    message: z
      .string()
      .trim()
      .max(2000)
      .transform((v) => v || null)
      .nullable()
      .optional(),
    accept_terms: z.literal(true, { error: () => t("validation:acceptTerms") }),
  });

export const applicationDecisionSchema = z.object({
  status: z.enum(["accepted", "rejected"]),
  decision_message: z.string().trim().max(2000).nullable().optional(),
});

export const applicationNoteSchema = z.object({ body: z.string().trim().min(1).max(10_000) });

export interface Application {
  id: string;
  type: "applications";
  name: string;
  vacancyTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  message: string | null;
  status: ApplicationStatus;
  decisionMessage: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The organization's first response: its decision or first message, whichever came first. */
  firstRespondedAt: string | null;
  hasAccount: boolean;
  /** What the follow-up answers say of an accepted match (issue 44). */
  matchOutcome: MatchOutcome | null;
  vacancy?: { id: string; title: string; status: string; organizationId: number; organizationName: string };
}

export interface ApplicationNote {
  id: string;
  type: "application_notes";
  body: string;
  authorName: string | null;
  createdAt: string;
}
