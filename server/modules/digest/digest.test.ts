import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { publicOriginOf } from "../../config/hosts";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, signIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { wallClock } from "../../text/wall-clock";
import { buildOpenVacancy, guest } from "../applications/applications.fixtures";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { notifyCenterStaff } from "../notifications/notifications.service";
import { notifications } from "../notifications/notifications.table";
import { sendDueDigests } from "./digest-jobs";

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

// Tomorrow at nine in Amsterdam (winter time; in summer ten), after the summaries' first hour.
const tomorrow = wallClock(new Date(Date.now() + 86_400_000)).day;
const now = new Date(`${tomorrow}T09:00:00+01:00`);
const weekday = ((now.getUTCDay() + 6) % 7) + 1;

const setDays = (role: Role, days: number[]) =>
  withTenant(t.db, "oldebroek", (tx) =>
    tx
      .update(users)
      .set({ digestDays: days })
      .where(and(eq(users.tenantId, "oldebroek"), eq(users.email, demoEmail(role, "oldebroek")))),
  );
const SUBJECT = "Nieuw bij Vrijwilligerscentrale Oldebroek";
/** The summaries a demo user received (an organization also gets the application's own mail). */
const mailsTo = (role: Role) =>
  inbox.received.filter((mail) => mail.to.includes(demoEmail(role, "oldebroek")) && mail.subject === SUBJECT);

describe("the periodic summary", () => {
  it("mails each role what is new for it, once per day even with two sweeps at the same time, and nothing when nothing is new", async () => {
    // No other demo user of any tenant gets one today: the figures below are this test's.
    await t.db.update(users).set({ digestDays: [] });
    for (const role of ["volunteer", "organization_superuser", "center_superuser", "content_manager"] as const) {
      await setDays(role, [weekday]);
    }
    // The content manager has read everything: nothing is new for him.
    const [manager] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoEmail("content_manager", "oldebroek"))),
    );
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, manager.id)),
    );
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soepbezorger in de winter" });
    // Ends two days after the summary: the centre hears of it, whoever the contact person is.
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Kerstpakketten inpakken",
      expiresAt: new Date(now.getTime() + 2 * 86_400_000),
    });
    const applied = await t.request("/api/v1/applications", {
      method: "POST",
      headers: { host: hostOf("oldebroek") },
      json: guest(vacancy.id, "winter@example.test", { first_name: "Wendy", last_name: "Winter" }),
    });
    expect(applied.status).toBe(201);
    const [center] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ centerId: users.centerId })
        .from(users)
        .where(eq(users.email, demoEmail("center_superuser", "oldebroek"))),
    );
    await notifyCenterStaff(t.db, "oldebroek", center.centerId, ["center_superuser"], {
      kind: "organization_pending",
      data: { organization: "Stichting Warme Soep" },
      link: "/organizations/1",
    });

    const [first, second] = await Promise.all([
      sendDueDigests(t.db, t.jobs, t.deps.hosts, now),
      sendDueDigests(t.db, t.jobs, t.deps.hosts, now),
    ]);
    expect(first.mailed + second.mailed).toBe(3);
    expect(first.empty + second.empty).toBe(1);
    expect(await sendDueDigests(t.db, t.jobs, t.deps.hosts, now)).toEqual({ mailed: 0, empty: 0 });
    await t.jobs.workDue();

    const volunteer = await inbox.waitFor(demoEmail("volunteer", "oldebroek"), 10_000, SUBJECT);
    expect(volunteer.text).toMatch(/Nieuwe vacatures \(\d+\):\r?\n(- .+\r?\n)*- Soepbezorger in de winter/);
    const organization = await inbox.waitFor(demoEmail("organization_superuser", "oldebroek"), 10_000, SUBJECT);
    expect(organization.text).toContain("Wendy Winter");
    expect(organization.text).toContain("Soepbezorger in de winter");
    expect(organization.text).not.toContain("Nieuwe vacatures");
    const staff = await inbox.waitFor(demoEmail("center_superuser", "oldebroek"), 10_000, SUBJECT);
    expect(staff.text).toContain("Stichting Warme Soep");
    expect(staff.text).toMatch(/Vacatures die binnen een week aflopen \(\d+\):\r?\n(- .+\r?\n)*- Kerstpakketten inpakken/);
    expect(organization.text).not.toContain("binnen een week aflopen");
    for (const role of ["volunteer", "organization_superuser", "center_superuser"] as const)
      expect(mailsTo(role)).toHaveLength(1);
    expect(mailsTo("content_manager")).toEqual([]);
  });

  it("carries a one-click unsubscribe (header and link) that needs no sign-in and works once it is known", async () => {
    const mail = mailsTo("volunteer")[0];
    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail.raw)?.[1] ?? "";
    expect(header).toMatch(/^https?:\/\/[^/]+\/api\/v1\/digest_unsubscriptions\?token=[\w-]+$/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
    expect(mail.text).toMatch(/\/nl\/periodieke-mail\/afmelden\?token=[\w-]+/);

    const url = new URL(header);
    const bogus = await t.request("/api/v1/digest_unsubscriptions?token=verzonnen", {
      method: "POST",
      headers: { host: hostOf("oldebroek"), "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await expectErrors(bogus, 422, "invalid_token");
    // The token is oldebroek's: another tenant does not know it.
    const elsewhere = await t.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { host: hostOf("roermond"), "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await expectErrors(elsewhere, 422, "invalid_token");
    const done = await t.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { host: hostOf("oldebroek"), "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const { meta } = await expectDocument(done, 200);
    expect(String(meta?.message)).toContain("afgemeld");
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ days: users.digestDays })
        .from(users)
        .where(eq(users.email, demoEmail("volunteer", "oldebroek"))),
    );
    expect(row.days).toEqual([]);
  });
});

describe("the periodic summary's links (issue 37)", () => {
  it("go to the site the days were chosen on, as every other mail of a request does; an address no longer the tenant's is not used", async () => {
    const later = new Date(now.getTime() + 86_400_000);
    const day = ((later.getUTCDay() + 6) % 7) + 1;
    const chosen = await t.request("/api/v1/current_user", {
      method: "PATCH",
      headers: { ...(await signIn(t, "volunteer")), "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "users", attributes: { digest_days: [day] } } }),
    });
    expect(chosen.status).toBe(200);
    await setDays("organization_superuser", [day]);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(users)
        .set({ digestOrigin: "https://evil.example" })
        .where(eq(users.email, demoEmail("organization_superuser", "oldebroek"))),
    );
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Lantaarnopsteker" });
    const applied = await t.request("/api/v1/applications", {
      method: "POST",
      headers: { host: hostOf("oldebroek") },
      json: guest(vacancy.id, "lantaarn@example.test", { first_name: "Lotte", last_name: "Licht" }),
    });
    expect(applied.status).toBe(201);
    expect((await sendDueDigests(t.db, t.jobs, t.deps.hosts, later)).mailed).toBe(2);
    await t.jobs.workDue();

    const linksOf = (mail: { text: string; html: string; raw: string }) => {
      const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail.raw)?.[1];
      return [...`${mail.text}\n${mail.html}\n${header}`.matchAll(/https?:\/\/[^/\s"<>]+/g)].map(([origin]) => origin);
    };
    const site = `http://${hostOf("oldebroek")}`;
    const volunteer = mailsTo("volunteer").find((mail) => mail.text.includes("Lantaarnopsteker"));
    if (!volunteer) throw new Error("the volunteer got no summary");
    expect(volunteer.html).toContain(`href="${site}/nl/dashboard"`);
    expect(new Set(linksOf(volunteer))).toEqual(new Set([site]));
    const organization = mailsTo("organization_superuser").find((mail) => mail.text.includes("Lotte Licht"));
    if (!organization) throw new Error("the organization got no summary");
    expect(linksOf(organization)).not.toContain("https://evil.example");
    expect(new Set(linksOf(organization))).toEqual(new Set([publicOriginOf("oldebroek", t.deps.hosts)]));
  });
});
