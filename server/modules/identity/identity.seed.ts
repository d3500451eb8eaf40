import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { hashSecretToken } from "../../security/secret-token";
import { listCenters } from "../tenancy/tenancy.service";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { users } from "./identity.table";
import { createOperator, findOperatorByEmail } from "./operators.service";
import { platformOperatorTwoFactors, platformOperatorTwoFactorTokens } from "./operators.table";
import { hashPassword } from "./passwords";
import { createUser } from "./users.service";

let demoHash: Promise<string> | undefined;

/** One demo account per role in the default centre, only for a tenant without users. */
export async function seedDemoAccounts(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const center = (await listCenters(db, tenant)).find((c) => c.isDefault) ?? (await listCenters(db, tenant))[0];
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, tenant, {
      centerId: center.id,
      email: demoEmail(account.role, tenant),
      firstName: account.firstName,
      lastName: account.lastName,
      gender: account.gender,
      passwordHash,
      signupMethod: "created_by_user",
      roles: [{ role: account.role }],
    });
  }
  logger.info({ tenant, accounts: DEMO_ACCOUNTS.length }, "seeded demo accounts");
}

/** The demo's platform operator (decision 26), on the operator host with the demo password. */
export const DEMO_OPERATOR_EMAIL = "operator@platform.demo.test";

/**
 * The demo operator's authenticator key, published as the demo password is: every operator must use two-step sign-in
 * (issue 44 item 4), the demo's too. Written plain here; the start seals it right after (decision 34).
 */
export const DEMO_OPERATOR_TOTP_SECRET = "DEMOPLATFORMOPERATORKEY234567ABC";

export async function seedDemoOperator(db: Database, logger: Logger): Promise<void> {
  if (await findOperatorByEmail(db, DEMO_OPERATOR_EMAIL)) return;
  const operator = await createOperator(db, { email: DEMO_OPERATOR_EMAIL, name: "Olaf Operator", password: DEMO_PASSWORD });
  await db
    .insert(platformOperatorTwoFactors)
    .values({ operatorId: operator.id, secret: DEMO_OPERATOR_TOTP_SECRET, confirmedAt: new Date() });
  logger.info({ operator: DEMO_OPERATOR_EMAIL }, "seeded the demo operator");
}

/** Browser tests only (SEED_TEST_VACANCIES): a device of the demo operator remembered, so his sign-ins skip the code. */
export const TEST_OPERATOR_DEVICE = "browser-tests-remembered-device-of-the-demo-operator";

export async function seedTestOperatorDevice(db: Database): Promise<void> {
  const operator = await findOperatorByEmail(db, DEMO_OPERATOR_EMAIL);
  if (!operator) return;
  await db
    .insert(platformOperatorTwoFactorTokens)
    .values({
      operatorId: operator.id,
      kind: "device",
      tokenHash: hashSecretToken(TEST_OPERATOR_DEVICE),
      expiresAt: new Date(Date.now() + 365 * 24 * 3600_000),
    })
    .onConflictDoNothing();
}
