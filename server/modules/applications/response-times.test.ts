import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { wallClock } from "../../text/wall-clock";
import { demoEmail } from "../identity/identity.factory";
import { createOrganization } from "../organizations/organizations.service";
import { forgetCenters } from "../tenancy/tenancy.service";
import { volunteerCenterProfiles, volunteerCenters } from "../tenancy/tenancy.table";
import { buildOpenVacancy, guest } from "./applications.fixtures";
import { createApplication } from "./applications.service";
import { applications } from "./applications.table";
import { sendResponseReminders } from "./response-reminder-jobs";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let as: ReturnType<typeof demoSessions>;
let centerId: number;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
  const [center] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(volunteerCenters).where(eq(volunteerCenters.slug, "oldebroek")),
  );
  centerId = center.id;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const doc = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });
// Tomorrow at noon in Amsterdam (office hours), and at eleven at night.
const tomorrowAt = (time: string) => new Date(`${wallClock(new Date(Date.now() + DAY)).day}T${time}:00+01:00`);

const rowOf = async (id: number) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(applications).where(eq(applications.id, id))))[0];

/** Moves an application back in time, and sets what the test needs of it (its response, its status). */
async function shape(
  id: number,
  ageMs: number,
  change: { respondedAfterMs?: number; status?: "withdrawn" } = {},
  tenant: TenantId = "oldebroek",
) {
  const createdAt = new Date(Date.now() - ageMs);
  await withTenant(t.db, tenant, (tx) =>
    tx
      .update(applications)
      .set({
        createdAt,
        ...(change.respondedAfterMs !== undefined
          ? { firstRespondedAt: new Date(createdAt.getTime() + change.respondedAfterMs) }
          : {}),
        ...(change.status ? { status: change.status } : {}),
      })
      .where(eq(applications.id, id)),
  );
}

async function applyDirect(vacancyId: number, email: string, locale: "nl" | "en" = "nl", tenant: TenantId = "oldebroek") {
  const made = await createApplication(t.db, tenant, {
    vacancyId,
    userId: null,
    firstName: "Gijs",
    lastName: "Gast",
    email,
    phoneNumber: null,
    message: null,
    locale,
  });
  return made.id;
}

const patchProfile = async (attributes: Record<string, unknown>, headers: Record<string, string>) =>
  t.request(`/api/v1/volunteer_centers/${centerId}/profile`, {
    method: "PATCH",
    headers,
    json: doc("volunteer_center_profiles", attributes),
  });

describe("the organization's first response", () => {
  it("is its decision, or its first message in the application's conversation, not the applicant's own", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Eerste reactie" });
    const org = await as("organization_superuser");

    const applied = await expectDocument(
      await t.request("/api/v1/applications", {
        method: "POST",
        json: guest(vacancy.id, "besluit@example.test"),
        address: "10.44.0.1",
      }),
      201,
    );
    expect(applied.data.attributes?.first_responded_at).toBeNull();
    const decided = await expectDocument(
      await t.request(`/api/v1/applications/${applied.data.id}/decision`, {
        method: "PUT",
        headers: org,
        json: doc("applications", { status: "rejected" }),
      }),
      200,
    );
    expect(decided.data.attributes?.first_responded_at).toBe(decided.data.attributes?.decided_at);

    const volunteer = await as("volunteer");
    const mine = await expectDocument(
      await t.request("/api/v1/applications", {
        method: "POST",
        headers: volunteer,
        json: guest(vacancy.id, demoEmail("volunteer", "oldebroek")),
      }),
      201,
    );
    const id = Number(mine.data.id);
    // The applicant writes first: that is no response.
    const opened = await expectDocument(
      await t.request("/api/v1/conversations", {
        method: "POST",
        headers: volunteer,
        json: doc("conversations", { application_id: id, body: "Is er nog plek?" }),
      }),
      201,
    );
    expect((await rowOf(id)).firstRespondedAt).toBeNull();
    const reply = await expectDocument(
      await t.request(`/api/v1/conversations/${opened.data.id}/messages`, {
        method: "POST",
        headers: org,
        json: doc("conversation_messages", { body: "Ja, kom zaterdag langs." }),
      }),
      201,
    );
    const responded = (await rowOf(id)).firstRespondedAt;
    expect(responded?.toISOString()).toBe(reply.data.attributes?.created_at);
    // A later decision keeps the first response.
    await expectDocument(
      await t.request(`/api/v1/applications/${id}/decision`, {
        method: "PUT",
        headers: org,
        json: doc("applications", { status: "accepted" }),
      }),
      200,
    );
    expect((await rowOf(id)).firstRespondedAt).toEqual(responded);
  });
});

describe("the reminder sweep", () => {
  it("mails the organization and the applicant once per application, in the applicant's language, with the centre's contact", async () => {
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(volunteerCenterProfiles)
        .set({ contactEmail: "info@vc-oldebroek.example", contactPhone: "0525 123 456" })
        .where(eq(volunteerCenterProfiles.centerId, centerId)),
    );
    // The centres are kept in memory: a write past the API says so itself.
    forgetCenters(t.db);
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Wachten op antwoord" });
    const due = await applyDirect(vacancy.id, "wachter@example.test", "en");
    await shape(due, 6 * DAY);
    const young = await applyDirect(vacancy.id, "jong@example.test");
    await shape(young, 2 * DAY);
    const answered = await applyDirect(vacancy.id, "beantwoord@example.test");
    await shape(answered, 8 * DAY, { respondedAfterMs: HOUR });
    const ancient = await applyDirect(vacancy.id, "oud@example.test");
    await shape(ancient, 90 * DAY);
    const roermondVacancy = await buildOpenVacancy(t.db, "roermond", "Voedselbank Roermond", { title: "Wachten in Roermond" });
    const roermond = await applyDirect(roermondVacancy.id, "roermond-wachter@example.test", "nl", "roermond");
    await shape(roermond, 6 * DAY, {}, "roermond");

    // Not at night.
    expect(await sendResponseReminders(t.db, t.jobs, t.deps.hosts, tomorrowAt("23:00"))).toBe(0);
    const [first, second] = await Promise.all([
      sendResponseReminders(t.db, t.jobs, t.deps.hosts, tomorrowAt("12:00")),
      sendResponseReminders(t.db, t.jobs, t.deps.hosts, tomorrowAt("12:00")),
    ]);
    // Ours, and perhaps the demo seed's open applications of the past weeks: each once.
    const remindedIn = (tenant: TenantId) =>
      withTenant(t.db, tenant, (tx) =>
        tx.select({ id: applications.id }).from(applications).where(sql`${applications.responseReminderSentAt} is not null`),
      );
    const reminded = await remindedIn("oldebroek");
    const inRoermond = await remindedIn("roermond");
    expect(first + second).toBe(reminded.length + inRoermond.length);
    // Each tenant's sweep sees its own rows only.
    expect(inRoermond.map((r) => r.id)).toContain(roermond);
    expect(reminded.map((r) => r.id)).not.toContain(roermond);
    expect(reminded.map((r) => r.id)).toContain(due);
    expect(reminded.map((r) => r.id)).not.toContain(young);
    expect(reminded.map((r) => r.id)).not.toContain(answered);
    expect(reminded.map((r) => r.id)).not.toContain(ancient);
    expect(await sendResponseReminders(t.db, t.jobs, t.deps.hosts, tomorrowAt("13:00"))).toBe(0);

    await t.jobs.workDue();
    const toApplicant = await inbox.waitFor(
      "wachter@example.test",
      10_000,
      "No reply yet to your application for Wachten op antwoord",
    );
    expect(toApplicant.text).toContain("at Voedselbank Oldebroek 5 days ago");
    expect(toApplicant.text).toContain("info@vc-oldebroek.example");
    expect(toApplicant.text).toContain("0525 123 456");
    expect(toApplicant.text).toMatch(/\/en\/contactformulier/);
    const toOrganization = await inbox.waitFor(
      demoEmail("organization_superuser", "oldebroek"),
      10_000,
      "Gijs Gast wacht op een reactie voor Wachten op antwoord",
    );
    expect(toOrganization.text).toContain("5 dagen geleden");
    expect(toOrganization.text).toContain(`/nl/applications/${due}`);
    expect(inbox.received.filter((m) => m.to.includes("wachter@example.test"))).toHaveLength(1);
    expect(inbox.received.filter((m) => m.to.includes("jong@example.test"))).toHaveLength(0);
    const roermondMail = await inbox.waitFor(
      "roermond-wachter@example.test",
      10_000,
      "Nog geen reactie op je aanmelding voor Wachten in Roermond",
    );
    expect(roermondMail.text).toContain("Voedselbank Roermond");
    expect(roermondMail.text).not.toContain("vc-oldebroek");
  });

  it("waits the centre's own number of days, which its staff set and nobody else", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Tien dagen geduld" });
    const id = await applyDirect(vacancy.id, "geduld@example.test");
    await shape(id, 7 * DAY);

    await expectErrors(await patchProfile({ response_reminder_days: 10 }, await as("organization_superuser")), 403, "forbidden");
    const errors = await expectErrors(
      await patchProfile({ response_reminder_days: 61 }, { ...(await as("center_superuser")), "accept-language": "nl" }),
      422,
      "validation_failed",
    );
    expect(errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/response_reminder_days" },
      detail: "Vul een aantal dagen in van 1 tot en met 60",
    });
    const saved = await expectDocument(await patchProfile({ response_reminder_days: 10 }, await as("center_superuser")), 200);
    expect(saved.data.attributes?.response_reminder_days).toBe(10);

    expect(await sendResponseReminders(t.db, t.jobs, t.deps.hosts, tomorrowAt("12:00"))).toBe(0);
    expect((await rowOf(id)).responseReminderSentAt).toBeNull();
    // Four days on, the application has waited its ten days.
    const later = new Date(tomorrowAt("12:00").getTime() + 3 * DAY);
    expect(await sendResponseReminders(t.db, t.jobs, t.deps.hosts, later)).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).responseReminderSentAt).not.toBeNull();
    await expectDocument(await patchProfile({ response_reminder_days: 5 }, await as("center_superuser")), 200);
  });
});

describe("response times in analytics and on the vacancy page", () => {
  it("give an organization's median, share in time and open applications, and its usual days once there are enough", async () => {
    const organization = await createOrganization(t.db, "oldebroek", {
      centerId,
      type: "NonProfit",
      name: "Stichting Snel Antwoord",
      status: "approved",
    });
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Stichting Snel Antwoord", { title: "Snel antwoord" });
    const usual = async (host = hostOf("oldebroek")) =>
      t.request(`/api/v1/vacancies/${vacancy.id}/response_time`, { headers: { host } });
    expect((await expectDocument(await usual(), 200)).data.attributes).toEqual({ usual_days: null });

    const answeredAfter = [2, 10, 30, 72, 192];
    for (const [i, hours] of answeredAfter.entries()) {
      const id = await applyDirect(vacancy.id, `antwoord-${i}@example.test`);
      await shape(id, 20 * DAY, { respondedAfterMs: hours * HOUR });
    }
    await shape(await applyDirect(vacancy.id, "lang-open@example.test"), 7 * DAY);
    await shape(await applyDirect(vacancy.id, "net-open@example.test"), 1 * DAY);
    await shape(await applyDirect(vacancy.id, "teruggetrokken@example.test"), 3 * DAY, { status: "withdrawn" });

    const summary = await expectDocument(
      await t.request(`/api/v1/analytics?filter[organization_id]=${organization.id}`, { headers: await as("center_superuser") }),
      200,
    );
    expect(summary.data.attributes?.response_times).toEqual([
      {
        organization_id: organization.id,
        organization_name: "Stichting Snel Antwoord",
        reminder_days: 5,
        applications: 8,
        responded: 5,
        median_hours: 30,
        // 2, 10, 30 and 72 hours of the five answered and the one open for a week.
        within_reminder_days: 0.667,
        open_without_response: 2,
      },
    ]);
    const csv = await t.request(`/api/v1/analytics?format=csv&table=response_times&filter[organization_id]=${organization.id}`, {
      headers: await as("center_superuser"),
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(`"${organization.id}";"Stichting Snel Antwoord";"8";"5";"30";"0.667";"5";"2"`);

    // Another tenant's staff never see it, nor its vacancy's figure.
    const roermond = await expectDocument(await t.request("/api/v1/analytics", { headers: await as("admin", "roermond") }), 200);
    const rows = roermond.data.attributes?.response_times as { organization_id: number }[];
    expect(rows.some((row) => row.organization_id === organization.id)).toBe(false);
    await expectErrors(await usual(hostOf("roermond")), 404, "not_found");

    // Median of 2, 10, 24 (open a day), 30, 72, 168 (open a week), 192 hours: 30 hours, within two days.
    expect((await expectDocument(await usual(), 200)).data.attributes).toEqual({ usual_days: 2 });
  });
});

describe("the vacancy's figure", () => {
  it("is a 404 for a vacancy that is not public", async () => {
    const draft = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { status: "draft" });
    await expectErrors(await t.request(`/api/v1/vacancies/${draft.id}/response_time`), 404, "not_found");
  });
});
