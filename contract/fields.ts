import { z } from "zod";

/** DESIGN.md section 6: phone numbers in E.164 or Dutch format. */
export const PHONE = /^(\+[1-9][0-9]{7,14}|0[0-9 -]{8,13})$/;
/** Dutch postal code '1234 AB'. */
export const POSTAL_CODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

/** An optional phone number: empty becomes null. */
export const optionalPhone = z
  .union([z.literal(""), z.string().trim().regex(PHONE)])
  .transform((v) => v || null)
  .nullable();
