import { z } from "zod";

/** DESIGN.md section 6: phone numbers in E.164 or Dutch format. */
export const PHONE = /^(\+[1-9][0-9]{7,14}|0[0-9 -]{8,13})$/;
/** Dutch postal code '1234 AB'. */
export const POSTAL_CODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

/** An optional phone number: empty becomes null; `error` gives a wrong number its own message. */
export const optionalPhoneAs = (error?: () => string) =>
  z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(PHONE, error ? { error } : undefined),
    ])
    .transform((v) => v || null)
    .nullable();

export const optionalPhone = optionalPhoneAs();
