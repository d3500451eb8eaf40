import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { postSignIn, sessionOf, signIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { organizations } from "./organizations.table";

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

const signupBody = (email: string, name = "Repair Café Wezep") => ({
  data: {
    type: "organization_signups",
    attributes: {
      organization: {
        name,
        organization_type: "NonProfit",
        address: { street: "Molenweg", house_number: "3", postal_code: "8091 AB", city: "Wezep" },
      },
      user: { first_name: "Rik", last_name: "Reparateur", email, password: "Alles-kan-gemaakt-2026", accept_terms: true },
    },
  },
});

describe("an organization signs up and the centre decides", () => {
  it("creates a pending organization with its first user; approval is mailed; the user then works in it", async () => {
    const response = await t.request("/api/v1/organization_signups", { method: "POST", json: signupBody("rik@example.test") });
    expect(response.status).toBe(202);
    await t.jobs.workDue();
    const [created] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Repair Café Wezep")),
    );
    expect(created.status).toBe("pending");
    await t.jobs.workDue();
    const confirmation = await inbox.waitFor("rik@example.test");
    const token = /confirmation_token=([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
    await t.request("/api/v1/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ confirmation_token: token }),
    });

    const staff = await signIn(t, "center_superuser");
    await expectDocument(
      await t.request(`/api/v1/organizations/${created.id}/approve`, {
        method: "PUT",
        headers: staff,
        json: { data: { type: "organizations", attributes: { status: "approved" } } },
      }),
      200,
    );
    await t.jobs.workDue();
    // Four mail workers: the sign-up's own mails may come after this one, so wait for it by its subject.
    const decision = await inbox.waitFor("rik@example.test", 10_000, "Je organisatie is goedgekeurd");
    expect(decision.text).toContain("Repair Café Wezep is goedgekeurd door Vrijwilligerscentrale Oldebroek");

    const signedIn = await postSignIn(t, "rik@example.test", { password: "Alles-kan-gemaakt-2026" });
    expect(signedIn.status).toBe(200);
    const rik = sessionOf(signedIn);
    const current = await expectDocument(await t.request("/api/v1/current_organization", { headers: rik }), 200);
    expect(current.data.attributes?.name).toBe("Repair Café Wezep");
    const me = await expectDocument(await t.request("/api/v1/current_user?include=roles", { headers: rik }), 200);
    expect(me.included?.map((r) => r.attributes?.name).sort()).toEqual(["organization_superuser", "volunteer"]);
  });

  it("mails the reason when the sign-up is denied", async () => {
    await t.request("/api/v1/organization_signups", {
      method: "POST",
      address: "10.3.3.3",
      json: signupBody("lot@example.test", "Lotgenoten"),
    });
    await t.jobs.workDue();
    const [created] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Lotgenoten")),
    );
    const staff = await signIn(t, "center_superuser");
    await t.request(`/api/v1/organizations/${created.id}/approve`, {
      method: "PUT",
      headers: staff,
      json: { data: { type: "organizations", attributes: { status: "denied", deny_reason: "Geen vrijwilligerswerk" } } },
    });
    await t.jobs.workDue();
    const denied = await inbox.waitFor("lot@example.test", 10_000, "Je registratie is niet goedgekeurd");
    expect(denied.text).toContain("Reden: Geen vrijwilligerswerk");
  });

  it("refuses incomplete input with pointers and creates nothing; a known address creates nothing either", async () => {
    const errors = await expectErrors(
      await t.request("/api/v1/organization_signups", {
        method: "POST",
        address: "10.4.4.4",
        json: { data: { type: "organization_signups", attributes: { organization: { name: "" }, user: { email: "x" } } } },
      }),
      422,
      "validation_failed",
    );
    const pointers = errors.map((e) => e.source?.pointer);
    expect(pointers).toContain("/data/attributes/organization/address");
    expect(pointers).toContain("/data/attributes/user/accept_terms");
    const count = async () => (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations))).length;
    const before = await count();
    const known = await t.request("/api/v1/organization_signups", {
      method: "POST",
      address: "10.5.5.5",
      json: signupBody(demoEmail("volunteer", "oldebroek"), "Kaper"),
    });
    expect(known.status).toBe(202);
    await t.jobs.workDue();
    expect(await count()).toBe(before);
  });
});
