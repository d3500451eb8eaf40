import { z } from "zod";
import { passwordSchema } from "./passwords";
import type { Translate } from "./validation";

/** Self-registration (POST /api/v1/users without a session): the terms must be accepted (spec section 5). */
export function signupSchema(t: Translate) {
  return z.object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    password: passwordSchema(t),
    accept_terms: z.literal(true, { error: () => t("validation:acceptTerms") }),
    locale: z.enum(["nl", "en"]).optional(),
  });
}

export const confirmSchema = z.object({ confirmation_token: z.string().min(1).max(200) });
export const resendConfirmationSchema = z.object({ email: z.email().max(254) });
