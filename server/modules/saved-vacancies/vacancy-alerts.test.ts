import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { wallClock } from "../../text/wall-clock";
import { buildOpenVacancy } from "../applications/applications.fixtures";
import { demoEmail } from "../identity/identity.factory";
import { vacancyAlerts } from "./saved-vacancies.table";
import { sendDueAlerts } from "./vacancy-alert-jobs";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const JSON_API = { "content-type": "application/vnd.api+json" };
const GUEST = "alert-gast@example.test";
const CONFIRM_SUBJECT = "Bevestig je vacature-alert van Vrijwilligerscentrale Oldebroek";
// Tomorrow and the day after at nine in Amsterdam, after the alerts' first hour.
const dayAt = (days: number) => new Date(`${wallClock(new Date(Date.now() + days * 86_400_000)).day}T09:00:00+01:00`);

async function createAlert(attributes: Record<string, unknown>, options: { role?: Role; tenant?: string } = {}) {
  const { role, tenant = "oldebroek" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request("/api/v1/vacancy_alerts", {
    method: "POST",
    headers: { ...auth, ...JSON_API, "accept-language": "nl" },
    body: JSON.stringify({ data: { type: "vacancy_alerts", attributes } }),
  });
}
const post = (path: string, tenant = "oldebroek", body?: unknown) =>
  t.request(path, {
    method: "POST",
    headers: {
      host: hostOf(tenant),
      "content-type": body === undefined ? "application/x-www-form-urlencoded" : "application/json",
    },
    body: body === undefined ? "List-Unsubscribe=One-Click" : JSON.stringify(body),
  });
const alertCount = () => withTenant(t.db, "oldebroek", async (tx) => (await tx.select().from(vacancyAlerts)).length);
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(text)?.[1] ?? "";

describe("vacancy alerts", () => {
  it("refuses bad input with translated errors per field and stores nothing", async () => {
    const errors = await expectErrors(
      await createAlert({ email: "geen-adres", frequency: "hourly", search: "radius_km=5" }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual([
      "/data/attributes/email",
      "/data/attributes/frequency",
      "/data/attributes/search",
    ]);
    expect(errors.find((e) => e.source?.pointer === "/data/attributes/search")?.detail).toContain("zoekopdracht");
    // A centre of another tenant is no search of this site.
    await expectErrors(
      await createAlert({ email: GUEST, frequency: "daily", search: "center_id=999999" }),
      422,
      "validation_failed",
    );
    expect(await alertCount()).toBe(0);
  });

  it("a guest's alert starts only after the link in its confirmation mail, then mails new matches once, with a one-click unsubscribe", async () => {
    const made = await expectDocument(await createAlert({ email: GUEST, frequency: "daily", search: "q=soep&sort=newest" }), 201);
    expect(made.data.attributes).toMatchObject({ email: GUEST, frequency: "daily", active: false });
    expect(String(made.meta?.message)).toContain(GUEST);
    await t.jobs.workDue();
    const confirmation = await inbox.waitFor(GUEST, 10_000, CONFIRM_SUBJECT);
    const token = tokenIn(confirmation.text, "/nl/vacature-alert/bevestigen");
    expect(token).not.toBe("");

    // Not confirmed yet: nothing is sent, whatever is new.
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soep uitdelen voor de bevestiging" });
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(1))).toEqual({ mailed: 0, empty: 0 });

    await expectErrors(await post("/api/v1/vacancy_alert_confirmations", "roermond", { token }), 422, "invalid_token");
    const confirmed = await expectDocument(await post("/api/v1/vacancy_alert_confirmations", "oldebroek", { token }), 200);
    expect(String(confirmed.meta?.message)).toContain("staat aan");
    await expectErrors(await post("/api/v1/vacancy_alert_confirmations", "oldebroek", { token }), 422, "invalid_token");

    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soepbezorger in het dorp" });
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Fietsenmaker gezocht" });
    const [first, second] = await Promise.all([
      sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(1)),
      sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(1)),
    ]);
    expect(first.mailed + second.mailed).toBe(1);
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(1))).toEqual({ mailed: 0, empty: 0 });
    await t.jobs.workDue();
    const mail = await inbox.waitFor(GUEST, 10_000, "1 nieuwe vacatures bij Vrijwilligerscentrale Oldebroek");
    expect(mail.text).toContain("Soepbezorger in het dorp (Voedselbank Oldebroek)");
    expect(mail.text).not.toContain("Fietsenmaker");
    expect(mail.text).not.toContain("voor de bevestiging");
    expect(mail.text).toMatch(/\/nl\/vacancies\/search\?q=soep/);
    expect(inbox.received.filter((m) => m.to.includes(GUEST))).toHaveLength(2);

    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail.raw)?.[1] ?? "";
    expect(header).toMatch(/\/api\/v1\/vacancy_alert_unsubscriptions\?token=[\w-]+$/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
    expect(tokenIn(mail.text, "/nl/vacature-alert/afmelden")).not.toBe("");
    const url = new URL(header);
    await expectErrors(await post("/api/v1/vacancy_alert_unsubscriptions?token=verzonnen"), 422, "invalid_token");
    await expectErrors(await post(`${url.pathname}${url.search}`, "roermond"), 422, "invalid_token");
    const done = await expectDocument(await post(`${url.pathname}${url.search}`), 200);
    expect(String(done.meta?.message)).toContain("afgemeld");

    // Unsubscribed: the next day brings nothing, however much is new.
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soep na het afmelden" });
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(2))).toEqual({ mailed: 0, empty: 0 });
  });

  it("a signed-in user's alert to his own address is active at once; with nothing new there is no mail", async () => {
    const email = demoEmail("volunteer", "oldebroek");
    const made = await expectDocument(
      await createAlert({ email, frequency: "weekly", search: "q=zeldzaamwoordzonderhits" }, { role: "volunteer" }),
      201,
    );
    expect(made.data.attributes).toMatchObject({ active: true, frequency: "weekly" });
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(3))).toEqual({ mailed: 0, empty: 1 });
    // Weekly: looked at three days ago, so not again within the week.
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(5))).toEqual({ mailed: 0, empty: 0 });
    await t.jobs.workDue();
    expect(inbox.received.filter((m) => m.to.includes(email) && m.subject.includes("vacature-alert"))).toEqual([]);
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(vacancyAlerts).where(eq(vacancyAlerts.email, email)),
    );
    expect(row.confirmedAt).not.toBeNull();
  });

  it("mails nothing before the first hour of the day (07:00 in Amsterdam), unless VACANCY_ALERTS_FROM is earlier", async () => {
    const email = demoEmail("student", "oldebroek");
    await expectDocument(
      await createAlert({ email, frequency: "daily", search: "q=nogeenzeldzaamwoord" }, { role: "student" }),
      201,
    );
    const early = new Date(`${wallClock(new Date(Date.now() + 6 * 86_400_000)).day}T05:00:00+01:00`);
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, early)).toEqual({ mailed: 0, empty: 0 });
    expect(await sendDueAlerts(t.db, t.jobs, t.deps.hosts, early, "05:00")).toEqual({ mailed: 0, empty: 1 });
  });

  it("links to the site it was made on, as every other mail of a request does; an address no longer the tenant's is not used", async () => {
    const made = async (role: Role) => {
      const email = demoEmail(role, "oldebroek");
      await expectDocument(await createAlert({ email, frequency: "daily", search: "q=lantaarnopsteker" }, { role }), 201);
      return email;
    };
    const [kept, stale] = [await made("content_manager"), await made("center_superuser")];
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.update(vacancyAlerts).set({ origin: "https://evil.example" }).where(eq(vacancyAlerts.email, stale)),
    );
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Lantaarnopsteker in de winter" });
    await sendDueAlerts(t.db, t.jobs, t.deps.hosts, dayAt(7));
    await t.jobs.workDue();
    const originsIn = async (email: string) => {
      const mail = await inbox.waitFor(email, 10_000, "1 nieuwe vacatures bij Vrijwilligerscentrale Oldebroek");
      const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail.raw)?.[1];
      return new Set([...`${mail.text}\n${mail.html}\n${header}`.matchAll(/https?:\/\/[^/\s"<>]+/g)].map(([origin]) => origin));
    };
    expect(await originsIn(kept)).toEqual(new Set([`http://${hostOf("oldebroek")}`]));
    const fallback = await originsIn(stale);
    expect(fallback.size).toBe(1);
    expect([...fallback][0]).not.toContain("evil.example");
  });
});
