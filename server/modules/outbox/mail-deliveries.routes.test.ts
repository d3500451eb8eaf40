import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../mail/mail-jobs";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";

// The relay's port (from this helper's range) is closed at first, so every send fails until the inbox opens on it.
const RELAY_PORT = 2537;
let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>> | undefined;
const ids: Record<string, string> = {};

const mail = (tenant: "oldebroek" | "roermond", to: string) => ({
  tenant,
  to,
  subject: `Bericht voor ${to}`,
  text: "Hallo",
  html: "<p>Hallo</p>",
  fromName: "Vrijwilligerscentrale",
});

/** Sends what is due, each job on its last attempt, so a failure gives the mail up. */
async function failForGood() {
  await t.db.execute(sql`update jobs set attempts = max_attempts - 1, run_at = now() where completed_at is null`);
  await t.jobs.workDue();
}

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${RELAY_PORT}` });
  as = demoSessions(t);
  await enqueueMail(t.jobs, mail("oldebroek", "anna@example.test"));
  await enqueueMail(t.jobs, mail("roermond", "bram@example.test"));
  await failForGood();
  const rows = await t.db.execute(sql`select id, "to" from mail_deliveries`);
  for (const row of (rows as unknown as { rows: { id: number; to: string }[] }).rows) ids[row.to] = String(row.id);
});
afterAll(async () => {
  await inbox?.close();
  await t.close();
});

describe("the outbox: GET /api/v1/mail_deliveries", () => {
  it("shows the admin the tenant's failed mails with their attempts and error, never another tenant's", async () => {
    const response = await t.request("/api/v1/mail_deliveries?filter[status]=failed", { headers: await as("admin") });
    const document = await expectDocument(response, 200);
    expect(document.data.map((d) => d.attributes?.to)).toEqual(["anna@example.test"]);
    expect(document.data[0].attributes).toMatchObject({
      subject: "Bericht voor anna@example.test",
      status: "failed",
      attempts: 1,
    });
    expect(document.data[0].attributes?.last_error).toMatch(/ECONNREFUSED/);
    expect(document.meta).toMatchObject({ total: 1, pages: 1 });

    const roermond = await t.request("/api/v1/mail_deliveries", { headers: await as("admin", "roermond") });
    expect((await expectDocument(roermond, 200)).data.map((d) => d.attributes?.to)).toEqual(["bram@example.test"]);
    const sent = await t.request("/api/v1/mail_deliveries?filter[status]=sent", { headers: await as("admin") });
    expect((await expectDocument(sent, 200)).data).toEqual([]);
  });

  it("refuses an unknown status (400), anyone but the admin (403) and anonymous visitors (401)", async () => {
    await expectErrors(
      await t.request("/api/v1/mail_deliveries?filter[status]=lost", { headers: await as("admin") }),
      400,
      "invalid_query",
    );
    for (const role of ["center_superuser", "volunteer"] as const) {
      await expectErrors(await t.request("/api/v1/mail_deliveries", { headers: await as(role) }), 403, "forbidden");
    }
    await expectErrors(await t.request("/api/v1/mail_deliveries"), 401, "not_authorized");
  });
});

describe("POST /api/v1/mail_deliveries/{id}/resend", () => {
  const resend = async (id: string, role: "admin" | "center_superuser" = "admin") =>
    t.request(`/api/v1/mail_deliveries/${id}/resend`, { method: "POST", headers: await as(role) });

  it("is 404 for another tenant's mail or an id that cannot exist, 403 for anyone but the admin", async () => {
    await expectErrors(await resend(ids["bram@example.test"]), 404, "not_found");
    await expectErrors(await resend("2147483648"), 404, "not_found");
    await expectErrors(await resend("abc"), 404, "not_found");
    await expectErrors(await resend(ids["anna@example.test"], "center_superuser"), 403, "forbidden");
  });

  it("queues a failed mail again; once the relay is back it arrives with its own Message-ID, and cannot be resent twice", async () => {
    const document = await expectDocument(await resend(ids["anna@example.test"]), 202);
    expect(document.data.attributes).toMatchObject({ status: "queued" });
    await expectErrors(await resend(ids["anna@example.test"]), 409, "conflict");

    inbox = await startSmtpInbox(RELAY_PORT);
    await t.jobs.workDue();
    const received = await inbox.waitFor("anna@example.test");
    expect(received.messageId).toBe(`<${document.data.attributes?.message_id}@vrijwilligersplatform.test>`);
    const after = await t.request("/api/v1/mail_deliveries", { headers: await as("admin") });
    expect((await expectDocument(after, 200)).data[0].attributes).toMatchObject({ status: "sent", attempts: 2 });
    // The other tenant's mail stayed where it was.
    expect(inbox.received.map((m) => m.to[0])).toEqual(["anna@example.test"]);
  });
});
