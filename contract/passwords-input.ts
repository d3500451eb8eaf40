import { z } from "zod";
import { passwordSchema } from "./passwords";
import type { Translate } from "./validation";

export const passwordResetRequestSchema = z.object({ email: z.email().max(254) });

/** PUT /auth/password: a new password with its confirmation, and either a reset token or a signed-in session. */
export function passwordUpdateSchema(t: Translate) {
  return z
    .object({
      password: passwordSchema(t),
      password_confirmation: z.string().max(128),
      reset_password_token: z.string().min(1).max(200).optional(),
      current_password: z.string().max(128).optional(),
    })
    .refine((v) => v.password === v.password_confirmation, {
      path: ["password_confirmation"],
      message: t("identity:reset.mismatch"),
    });
}
