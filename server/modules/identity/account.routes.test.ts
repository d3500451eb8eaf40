import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { signInAs } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { users } from "./identity.table";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A session on a named device: the device list shows its user agent. */
const signIn = (email: string, agent: string) => signInAs(t, email, { headers: { "user-agent": agent } });
const rowOf = async (id: number) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.id, id))))[0];

describe("signed-in devices", () => {
  it("lists the user's devices and signs one out", async () => {
    const email = demoEmail("mentor", "oldebroek");
    const phone = await signIn(email, "Telefoon");
    const laptop = await signIn(email, "Laptop");
    const list = await expectDocument(await t.request("/api/v1/auth_tokens", { headers: laptop }), 200);
    expect(list.data.map((s) => [s.attributes?.user_agent, s.attributes?.current])).toEqual([
      ["Laptop", true],
      ["Telefoon", false],
    ]);
    expect(JSON.stringify(list)).not.toContain(phone["access-token"]);
    const phoneId = list.data[1].id;
    expect((await t.request(`/api/v1/auth_tokens/${phoneId}`, { method: "DELETE", headers: laptop })).status).toBe(204);
    expect((await t.request("/api/v1/current_user", { headers: phone })).status).toBe(401);
    // Another user's device is not found.
    const other = await signIn(demoEmail("student", "oldebroek"), "Ander");
    const othersList = await expectDocument(await t.request("/api/v1/auth_tokens", { headers: other }), 200);
    await expectErrors(
      await t.request(`/api/v1/auth_tokens/${othersList.data[0].id}`, { method: "DELETE", headers: laptop }),
      404,
      "not_found",
    );
  });
});

describe("deleting one's own account", () => {
  it("signed in: asks for the password, then erases the personal data", async () => {
    const email = demoEmail("page_manager", "oldebroek");
    const session = await signIn(email, "Browser");
    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: session }), 200);
    const remove = (password: string) =>
      t.request("/api/v1/current_user", {
        method: "DELETE",
        headers: { ...session, "content-type": "application/json" },
        body: JSON.stringify({ password }),
      });
    await expectErrors(await remove("fout"), 422, "validation_failed");
    expect((await rowOf(Number(me.data.id))).email).toBe(email);
    expect((await remove(DEMO_PASSWORD)).status).toBe(204);
    const row = await rowOf(Number(me.data.id));
    expect(row).toMatchObject({ firstName: "Verwijderde", lastName: "gebruiker", phoneNumber: null, status: "archived" });
    expect(row.email).not.toContain("page-manager");
    expect((await t.request("/api/v1/current_user", { headers: session })).status).toBe(401);
  });

  it("signed out: an e-mailed single-use link confirms it; any address gets the same answer", async () => {
    const email = demoEmail("content_manager", "oldebroek");
    const request = (address: string) =>
      t.request("/api/v1/account_deletions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address }),
      });
    const known = await request(email);
    const unknown = await request("niemand@example.test");
    expect(known.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
    await t.jobs.workDue();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Bevestig het verwijderen van je account");
    const token = /deletion_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
    const confirm = () =>
      t.request("/api/v1/account_deletions/confirm", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ deletion_token: token }),
      });
    expect((await confirm()).status).toBe(204);
    const [row] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(row).toBeUndefined();
    await expectErrors(await confirm(), 422, "invalid_token");
  });
});
