import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { issueToken } from "./auth-tokens.service";
import { demoEmail } from "./identity.factory";
import { authTokens } from "./identity.table";
import { findUserByEmail } from "./users.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokensOf = (tenant: "oldebroek" | "roermond", userId: number) =>
  withTenant(t.db, tenant, (tx) => tx.select().from(authTokens).where(eq(authTokens.userId, userId)));

describe("the expired sign-in tokens job", () => {
  it("removes expired tokens in every tenant and keeps live ones, whose sessions still work", async () => {
    const live = await signIn(t, "volunteer");
    const volunteer = await findUserByEmail(t.db, "oldebroek", demoEmail("volunteer", "oldebroek"));
    const other = await findUserByEmail(t.db, "roermond", demoEmail("volunteer", "roermond"));
    if (!volunteer || !other) throw new Error("demo users missing");
    const stale = await issueToken(t.db, "oldebroek", volunteer.id, "old phone");
    const staleElsewhere = await issueToken(t.db, "roermond", other.id, "old laptop");
    const past = new Date(Date.now() - 60_000);
    for (const [tenant, client] of [
      ["oldebroek", stale.client],
      ["roermond", staleElsewhere.client],
    ] as const) {
      await withTenant(t.db, tenant, (tx) => tx.update(authTokens).set({ expiresAt: past }).where(eq(authTokens.client, client)));
    }

    await t.jobs.ensureRecurring();
    expect(await t.jobs.workDue()).toBeGreaterThanOrEqual(1);

    const clients = (await tokensOf("oldebroek", volunteer.id)).map((row) => row.client);
    expect(clients).toContain(live.client);
    expect(clients).not.toContain(stale.client);
    expect((await tokensOf("roermond", other.id)).map((row) => row.client)).not.toContain(staleElsewhere.client);
    expect((await t.request("/api/v1/current_user", { headers: live })).status).toBe(200);
  });
});
