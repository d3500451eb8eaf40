import { z } from "zod";

/** DELETE /api/v1/current_user: a signed-in user deletes his own account with his password. */
export const ownAccountDeletionSchema = z.object({ password: z.string().min(1).max(128) });

/** POST /api/v1/account_deletions: signed out, a deletion link by e-mail. */
export const accountDeletionRequestSchema = z.object({ email: z.email().max(254) });

/** POST /api/v1/account_deletions/confirm: the link's token. */
export const accountDeletionConfirmSchema = z.object({ deletion_token: z.string().min(1).max(200) });
