import { and, eq, gt } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { users } from "./identity.table";
import { hashPassword } from "./passwords";
import { createUser, findUserByEmail, type UserRow } from "./users.service";

export const CONFIRMATION_LIFESPAN_MS = 3 * 24 * 60 * 60 * 1000;

/** The password, or its hash when a request hashed it already (the same work whether or not the address is known). */
export type SignupInput = {
  centerId: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: "nl" | "en";
} & ({ password: string } | { passwordHash: string });

export type SignupOutcome = { kind: "created"; user: UserRow; token: string } | { kind: "exists"; user: UserRow };

/** A new, unconfirmed volunteer with a confirmation token; an address that has an account already is reported back, not changed. */
/** A sign-up's password hashed in the request, so a job never holds the password itself. */
export const hashSignupPassword = (password: string) => hashPassword(password);

export async function signUp(db: Database, tenant: TenantId, input: SignupInput): Promise<SignupOutcome> {
  // Hashed before the look-up, so that a known address takes as long as a new one.
  const passwordHash = "passwordHash" in input ? input.passwordHash : await hashPassword(input.password);
  const existing = await findUserByEmail(db, tenant, input.email);
  if (existing) return { kind: "exists", user: existing };
  const user = await createUser(db, tenant, {
    ...input,
    passwordHash,
    signupMethod: "signed_up",
    status: "active",
    confirmed: false,
    roles: [{ role: "volunteer" }],
  });
  const token = await newConfirmationToken(db, tenant, user.id);
  await withTenant(db, tenant, (tx) => tx.update(users).set({ acceptedTermsAt: new Date() }).where(eq(users.id, user.id)));
  return { kind: "created", user, token };
}

export async function newConfirmationToken(db: Database, tenant: TenantId, userId: number): Promise<string> {
  const token = newSecretToken();
  await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ confirmationTokenHash: hashSecretToken(token), confirmationSentAt: new Date() })
      .where(eq(users.id, userId)),
  );
  return token;
}

/** Confirms the account behind a current token; the token is spent. */
export async function confirmEmail(db: Database, tenant: TenantId, token: string): Promise<UserRow | null> {
  const [user] = await withTenant(db, tenant, (tx) =>
    tx
      .update(users)
      .set({ confirmedAt: new Date(), confirmationTokenHash: null, confirmationSentAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(users.tenantId, tenant),
          eq(users.confirmationTokenHash, hashSecretToken(token)),
          gt(users.confirmationSentAt, new Date(Date.now() - CONFIRMATION_LIFESPAN_MS)),
        ),
      )
      .returning(),
  );
  return user ?? null;
}

/** The account still waiting for confirmation at this address, if any. */
export async function findUnconfirmed(db: Database, tenant: TenantId, email: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, tenant, email);
  return user && user.confirmedAt === null ? user : null;
}
