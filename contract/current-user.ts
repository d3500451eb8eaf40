import { z } from "zod";
import { optionalPhone } from "./fields";
import { GENDERS } from "./identity";

/** PATCH /api/v1/current_user: what a user may change of himself (DESIGN.md section 6 bounds). */
export const currentUserPatchSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    phone_number: optionalPhone,
    job_title: z.string().trim().max(100).nullable(),
    gender: z.enum(GENDERS).nullable(),
    digest_days: z.array(z.number().int().min(1).max(7)).max(7),
    locale: z.enum(["nl", "en"]),
  })
  .partial()
  .strict();
