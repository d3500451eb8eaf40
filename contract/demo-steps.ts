import { z } from "zod";
import { PHONE, POSTAL_CODE } from "./fields";
import type { Translate } from "./validation";

/** One step of a multi-step form: its own schema, checked in the browser on Next and again by the action. */
export type StepSchema = (t: Translate) => z.ZodObject<z.ZodRawShape>;

/** The first developer step form (/test/step-form): a volunteer's sign-up in three steps. */
export const volunteerSteps: StepSchema[] = [
  () => z.object({ firstName: z.string().trim().min(1).max(100), email: z.email().max(254) }),
  () => z.object({ hoursPerWeek: z.coerce.number().int().min(1).max(40), place: z.string().trim().min(2).max(100) }),
  () => z.object({ motivation: z.string().trim().min(10).max(500) }),
];

/** The second (/test/step-form-2): an organization in three steps and a last look before sending. */
export const organizationSteps: StepSchema[] = [
  () =>
    z.object({
      organizationName: z.string().trim().min(2).max(150),
      website: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
    }),
  () => z.object({ contactName: z.string().trim().min(1).max(100), phone: z.string().trim().regex(PHONE) }),
  () => z.object({ postalCode: z.string().trim().regex(POSTAL_CODE), city: z.string().trim().min(2).max(100) }),
  () => z.object({}),
];
