import { and, eq, gt, isNotNull, ne } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, withTenant } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { recordAudit } from "../audit/audit.service";
import { authTokens, users } from "./identity.table";
import { CONFIRMATION_LIFESPAN_MS } from "./signup.service";
import { findUserByEmail, normaliseEmail, type UserRow } from "./users.service";

/** The link to a new address lasts as long as the signup confirmation link. */
export const EMAIL_CHANGE_LIFESPAN_MS = CONFIRMATION_LIFESPAN_MS;

/**
 * What to mail the new address: a confirmation link, or (when another account has it) a notice to that account's
 * owner. The caller answers both the same, so nobody learns which addresses have an account.
 */
export type NewAddressMail = { kind: "link"; user: UserRow; token: string } | { kind: "taken"; user: UserRow; owner: UserRow };

/**
 * Stores the address as unconfirmed with a fresh single-use token (replacing any earlier request). When the address
 * belongs to another account no token is stored at all, so nothing can ever confirm it; the request still looks
 * pending to the requester, exactly like a free address.
 */
export async function requestEmailChange(db: Database, tenant: TenantId, userId: number, email: string): Promise<NewAddressMail> {
  const address = normaliseEmail(email);
  const owner = await findUserByEmail(db, tenant, address);
  const taken = owner !== null && owner.id !== userId;
  const token = newSecretToken();
  const [user] = await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({
        unconfirmedEmail: address,
        emailChangeTokenHash: taken ? null : hashSecretToken(token),
        emailChangeSentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId)))
      .returning(),
  );
  return taken && owner ? { kind: "taken", user, owner } : { kind: "link", user, token };
}

/** Withdraws a pending change; its link stops working. Returns false when nothing was pending. */
export async function cancelEmailChange(db: Database, tenant: TenantId, userId: number): Promise<boolean> {
  const cancelled = await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ unconfirmedEmail: null, emailChangeTokenHash: null, emailChangeSentAt: null, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenant), eq(users.id, userId), isNotNull(users.unconfirmedEmail)))
      .returning({ id: users.id }),
  );
  return cancelled.length > 0;
}

export type EmailChangeOutcome = { kind: "changed"; user: UserRow; previousEmail: string } | { kind: "taken" } | null;

/**
 * Follows the link: the unconfirmed address becomes the e-mail (and the devise_token_auth uid). The token is spent.
 *
 * Sessions: the uid of every signed-in device is the old address, so their triples stop matching anyway (in
 * devise_token_auth the lookup by the stale uid fails and the client gets a 401 on its next request). We end them
 * cleanly instead of leaving orphaned tokens behind: all of the user's tokens are deleted in the same transaction, so
 * every device (including one an intruder might hold) signs in again with the new address. Links sent to the old
 * address (password reset, account deletion) are spent as well, as Devise does when the e-mail changes.
 */
export async function confirmEmailChange(db: Database, tenant: TenantId, token: string): Promise<EmailChangeOutcome> {
  try {
    return await withTenant(db, tenant, async (tx) => {
      const [pending] = await tx
        .select()
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenant),
            eq(users.emailChangeTokenHash, hashSecretToken(token)),
            gt(users.emailChangeSentAt, new Date(Date.now() - EMAIL_CHANGE_LIFESPAN_MS)),
            isNotNull(users.unconfirmedEmail),
          ),
        )
        .limit(1);
      if (!pending?.unconfirmedEmail) return null;
      const spent = { unconfirmedEmail: null, emailChangeTokenHash: null, emailChangeSentAt: null, updatedAt: new Date() };
      // Someone signed up with the address after the request: the link is spent and the e-mail stays as it was.
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant), eq(users.email, pending.unconfirmedEmail), ne(users.id, pending.id)))
        .limit(1);
      if (other) {
        await tx.update(users).set(spent).where(eq(users.id, pending.id));
        return { kind: "taken" } as const;
      }
      const [user] = await tx
        .update(users)
        .set({
          ...spent,
          email: pending.unconfirmedEmail,
          resetPasswordTokenHash: null,
          resetPasswordSentAt: null,
          deletionTokenHash: null,
          deletionRequestedAt: null,
        })
        .where(eq(users.id, pending.id))
        .returning();
      await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
      await recordAudit(
        db,
        tenant,
        {
          actorUserId: user.id,
          action: "user.email_changed",
          subjectType: "user",
          subjectId: user.id,
          details: { from: pending.email, to: user.email },
        },
        tx,
      );
      return { kind: "changed", user, previousEmail: pending.email } as const;
    }).then((outcome) => {
      // A contact person's address is on the vacancy pages.
      if (outcome?.kind === "changed") publishChange(db, "users", tenant);
      return outcome;
    });
  } catch (error) {
    // The unique index on (tenant, email) caught a sign-up that raced the check above; the link stays unspent.
    if (isUniqueViolation(error)) return { kind: "taken" };
    throw error;
  }
}
