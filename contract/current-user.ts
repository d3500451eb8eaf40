import { z } from "zod";
import { GENDERS } from "./identity";

const PHONE = /^(\+[1-9][0-9]{7,14}|0[0-9 -]{8,13})$/;

/** PATCH /api/v1/current_user: what a user may change of himself (DESIGN.md section 6 bounds). */
export const currentUserPatchSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    phone_number: z
      .union([z.literal(""), z.string().trim().regex(PHONE)])
      .transform((v) => v || null)
      .nullable(),
    job_title: z.string().trim().max(100).nullable(),
    gender: z.enum(GENDERS).nullable(),
    digest_days: z.array(z.number().int().min(1).max(7)).max(7),
    locale: z.enum(["nl", "en"]),
  })
  .partial()
  .strict();
