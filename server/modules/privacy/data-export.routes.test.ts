import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { mailDeliveries } from "../../mail/mail.table";
import { expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf, impersonate, type Session } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { applicationNotes, applications } from "../applications/applications.table";
import { matchFollowups } from "../applications/match-followups.table";
import { auditEvents } from "../audit/audit.table";
import { conversationMessages, conversationParticipants, conversations } from "../conversations/conversations.table";
import { formSubmissions, forms } from "../forms/forms.table";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { userTwoFactors } from "../identity/two-factor.table";
import { notifications } from "../notifications/notifications.table";
import { organizations } from "../organizations/organizations.table";
import { savedVacancies, vacancyAlerts } from "../saved-vacancies/saved-vacancies.table";
import { buildOpenVacancy } from "../vacancies/vacancies.factory";
import { volunteerProfiles } from "../volunteer-profiles/volunteer-profiles.table";
import { workshopRegistrations, workshops } from "../workshops/workshops.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let volunteer: Session;
const EMAIL = demoEmail("volunteer", "oldebroek");
// Secrets held about him: none of them may leave in the export.
const SECRETS = {
  totp: "aes-256-gcm:test:TOTPSEALEDSECRETVALUE",
  recovery: "b".repeat(64),
  calendar: "c".repeat(64),
  reset: "d".repeat(64),
  alertToken: "e".repeat(64),
  followupToken: "f".repeat(64),
  cancelToken: "a1".repeat(32),
  mailLink: "MAILEDSIGNINTOKEN123",
};

const userOf = async (tenant: TenantId, email: string) =>
  (
    await withTenant(t.deps.db, tenant, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenant), eq(users.email, email))),
    )
  )[0];

const exportOf = (headers: Record<string, string>, query = "") =>
  t.request(`/api/v1/current_user/data_export${query}`, { headers });

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  volunteer = await as("volunteer");
  const db = t.deps.db;
  const me = await userOf("oldebroek", EMAIL);
  const other = await userOf("oldebroek", demoEmail("organization_superuser", "oldebroek"));
  const [organization] = await withTenant(db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.tenantId, "oldebroek")).limit(1),
  );
  const vacancy = await buildOpenVacancy(db, "oldebroek", organization.name, { title: "Chauffeur voor de voedselbank" });
  const [workshop] = await withTenant(db, "oldebroek", (tx) =>
    tx.select().from(workshops).where(eq(workshops.tenantId, "oldebroek")).limit(1),
  );
  const [form] = await withTenant(db, "oldebroek", (tx) =>
    tx.select().from(forms).where(eq(forms.tenantId, "oldebroek")).limit(1),
  );
  await withTenant(db, "oldebroek", async (tx) => {
    await tx
      .update(users)
      .set({ calendarFeedTokenHash: SECRETS.calendar, resetPasswordTokenHash: SECRETS.reset, digestDays: [1, 4] })
      .where(eq(users.id, me.id));
    await tx.insert(userTwoFactors).values({
      tenantId: "oldebroek",
      userId: me.id,
      secret: SECRETS.totp,
      confirmedAt: new Date(),
      recoveryCodeHashes: [SECRETS.recovery, SECRETS.recovery],
    });
    await tx.insert(volunteerProfiles).values({
      tenantId: "oldebroek",
      centerId: me.centerId,
      userId: me.id,
      about: "Ik help graag op zaterdag.",
      visible: true,
    });
    const [application] = await tx
      .insert(applications)
      .values({
        tenantId: "oldebroek",
        vacancyId: vacancy.id,
        userId: me.id,
        firstName: me.firstName,
        lastName: me.lastName,
        email: EMAIL,
        message: "Ik rijd graag de bus.",
        status: "accepted",
        decisionMessage: "Welkom in het team!",
        decidedAt: new Date(),
      })
      .returning();
    // Before he had an account: a guest's application with his (confirmed) address is his too.
    await tx.insert(applications).values({
      tenantId: "oldebroek",
      vacancyId: vacancy.id,
      firstName: "Vera",
      lastName: "V.",
      email: EMAIL.toUpperCase(),
      message: "Als gast aangemeld.",
    });
    await tx
      .insert(applicationNotes)
      .values({ tenantId: "oldebroek", applicationId: application.id, body: "Alleen voor medewerkers" });
    await tx.insert(matchFollowups).values({
      tenantId: "oldebroek",
      applicationId: application.id,
      round: 1,
      party: "volunteer",
      userId: me.id,
      email: EMAIL,
      locale: "nl",
      tokenHash: SECRETS.followupToken,
      expiresAt: new Date(Date.now() + 86_400_000),
      answer: "started",
      comment: "Het gaat goed.",
      answeredAt: new Date(),
    });
    await tx.insert(savedVacancies).values({ tenantId: "oldebroek", userId: me.id, vacancyId: vacancy.id });
    await tx.insert(vacancyAlerts).values({
      tenantId: "oldebroek",
      centerId: me.centerId,
      userId: me.id,
      email: EMAIL,
      query: { q: "chauffeur" },
      frequency: "weekly",
      confirmTokenHash: SECRETS.alertToken,
    });
    const [conversation] = await tx
      .insert(conversations)
      .values({ tenantId: "oldebroek", centerId: me.centerId, subject: "Over de bus", createdById: other.id })
      .returning();
    await tx.insert(conversationParticipants).values([
      { tenantId: "oldebroek", conversationId: conversation.id, userId: me.id },
      { tenantId: "oldebroek", conversationId: conversation.id, userId: other.id },
    ]);
    await tx.insert(conversationMessages).values([
      { tenantId: "oldebroek", conversationId: conversation.id, senderId: other.id, body: "Kun je zaterdag?" },
      { tenantId: "oldebroek", conversationId: conversation.id, senderId: me.id, body: "Ja, om negen uur." },
    ]);
    await tx.insert(workshopRegistrations).values({
      tenantId: "oldebroek",
      workshopId: workshop.id,
      userId: me.id,
      name: "Vera Vrijwilliger",
      email: EMAIL,
      locale: "nl",
      status: "confirmed",
      cancelTokenHash: SECRETS.cancelToken,
    });
    await tx.insert(formSubmissions).values({
      tenantId: "oldebroek",
      formId: form.id,
      questions: [{ id: 1, text: "Wat wil je leren?", questionType: "text", options: [] }],
      answers: { "1": "EHBO" },
      respondentEmail: EMAIL,
      note: "Medewerkersnotitie",
    });
    await tx.insert(notifications).values({
      tenantId: "oldebroek",
      userId: me.id,
      kind: "application_accepted",
      data: { vacancy: "Chauffeur voor de voedselbank" },
      link: "/mijn-aanmeldingen",
    });
    await tx.insert(mailDeliveries).values({
      tenantId: "oldebroek",
      messageId: "<export-test@oldebroek>",
      to: EMAIL,
      fromName: "Vrijwilligerscentrale",
      subject: "Je aanmelding is geaccepteerd",
      text: `Log in: https://oldebroek.example/auth?token=${SECRETS.mailLink}`,
      html: `<a href="https://oldebroek.example/auth?token=${SECRETS.mailLink}">Log in</a>`,
    });
    await tx.insert(auditEvents).values({
      tenantId: "oldebroek",
      actorUserId: other.id,
      action: "role.add",
      subjectType: "user",
      subjectId: me.id,
      details: { role: "volunteer", impersonatorUserId: other.id },
    });
  });
  // Another tenant holds a person with the same address, with his own application and notification.
  const roermond = await userOf("roermond", demoEmail("volunteer", "roermond"));
  await withTenant(db, "roermond", async (tx) => {
    const [twin] = await tx
      .insert(users)
      .values({
        tenantId: "roermond",
        centerId: roermond.centerId,
        email: EMAIL,
        firstName: "Roermondse",
        lastName: "Tweeling",
        confirmedAt: new Date(),
      })
      .returning();
    await tx.insert(notifications).values({
      tenantId: "roermond",
      userId: twin.id,
      kind: "application_accepted",
      data: { vacancy: "Roermondse vacature" },
      link: "/mijn-aanmeldingen",
    });
    await tx.insert(mailDeliveries).values({
      tenantId: "roermond",
      messageId: "<export-test@roermond>",
      to: EMAIL,
      fromName: "Roermond",
      subject: "Roermondse mail",
      text: "x",
      html: "x",
    });
  });
});
afterAll(() => t.close());

describe("GET /current_user/data_export", () => {
  it("gives the signed-in person everything held about him as a dated JSON file", async () => {
    const response = await exportOf(volunteer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = await response.json();

    expect(data.account).toMatchObject({
      firstName: "Vera",
      lastName: "Vrijwilliger",
      email: EMAIL,
      locale: "nl",
      roles: [{ role: "volunteer", organization: null }],
      passwordSet: true,
      personalCalendarFeed: true,
      mailChoices: { summaryDays: [1, 4], mutedMails: [] },
      twoStepSignIn: { enabled: true, recoveryCodesLeft: 2 },
    });
    expect(data.account.lastSignInAt).toEqual(expect.any(String));
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.volunteerProfile).toMatchObject({ about: "Ik help graag op zaterdag.", visibleInPool: true });
    expect(data.applications).toEqual([
      expect.objectContaining({
        vacancy: "Chauffeur voor de voedselbank",
        message: "Ik rijd graag de bus.",
        status: "accepted",
        decisionMessage: "Welkom in het team!",
        history: [expect.objectContaining({ status: "submitted" }), expect.objectContaining({ status: "accepted" })],
      }),
      expect.objectContaining({ message: "Als gast aangemeld.", status: "submitted" }),
    ]);
    expect(data.matchFollowups).toEqual([expect.objectContaining({ answer: "started", comment: "Het gaat goed." })]);
    expect(data.savedVacancies).toEqual([expect.objectContaining({ vacancy: "Chauffeur voor de voedselbank" })]);
    expect(data.vacancyAlerts).toEqual([expect.objectContaining({ frequency: "weekly", search: { q: "chauffeur" } })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        subject: "Over de bus",
        participants: ["Vera Vrijwilliger", expect.any(String)],
        messages: [
          expect.objectContaining({ own: false, body: "Kun je zaterdag?" }),
          expect.objectContaining({ own: true, sender: "Vera Vrijwilliger", body: "Ja, om negen uur." }),
        ],
      }),
    ]);
    expect(data.workshopRegistrations).toEqual([expect.objectContaining({ status: "confirmed", email: EMAIL })]);
    expect(data.formSubmissions).toEqual([
      expect.objectContaining({ answers: [{ question: "Wat wil je leren?", answer: "EHBO" }] }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: "application_accepted", data: { vacancy: "Chauffeur voor de voedselbank" } }),
    ]);
    expect(data.consents).toMatchObject({ visibleInVolunteerPool: true, summaryMailDays: [1, 4] });
    expect(data.mails).toEqual([expect.objectContaining({ subject: "Je aanmelding is geaccepteerd" })]);
    expect(data.auditLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "role.add", by: "someone_else", about: "you", details: { role: "volunteer" } }),
      ]),
    );
  });

  it("never holds a password hash, secret, token, code, staff note or another person's address", async () => {
    const me = await userOf("oldebroek", EMAIL);
    const text = await (await exportOf(volunteer)).text();
    expect(me.passwordHash).toBeTruthy();
    for (const secret of [me.passwordHash as string, ...Object.values(SECRETS)]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$2[aby]\$|\$argon2|token_?hash|secret/i);
    expect(text).not.toContain("Alleen voor medewerkers");
    expect(text).not.toContain("Medewerkersnotitie");
    expect(text).not.toContain(demoEmail("organization_superuser", "oldebroek"));
    expect(text).not.toContain(volunteer["access-token"]);
  });

  it("shows nothing of another tenant, not even of a person with the same address", async () => {
    const text = await (await exportOf(volunteer)).text();
    expect(text).not.toContain("Roermondse");
    expect(text).not.toContain("roermond");
    const data = JSON.parse(text);
    expect(data.tenant).toBe("oldebroek");
    expect(data.notifications).toHaveLength(1);
  });

  it("records each download in the audit log about him", async () => {
    await exportOf(volunteer, "?format=html");
    const data = await (await exportOf(volunteer)).json();
    const downloads = data.auditLog.filter((entry: { action: string }) => entry.action === "user.data_export");
    expect(downloads.map((entry: { by: string; details: unknown }) => [entry.by, entry.details])).toEqual(
      expect.arrayContaining([
        ["you", { format: "html" }],
        ["you", { format: "json" }],
      ]),
    );
  });

  it("gives the same as a readable page in his own language, without scripts", async () => {
    const response = await exportOf(volunteer, "?format=html");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.html"$/);
    const page = await response.text();
    expect(page).toContain('<html lang="nl">');
    expect(page).toContain("<h1>Gegevens van Vera Vrijwilliger</h1>");
    for (const heading of ["Account", "Aanmeldingen", "Gesprekken", "Meldingen", "Logboek"])
      expect(page).toContain(`<h2>${heading}</h2>`);
    // Codes read as the app names them: the status, gender and language.
    for (const word of ["Geaccepteerd", "Vrouw", "Actief", "Nederlands", "Heeft een plek"]) expect(page).toContain(word);
    expect(page).toContain("Ja, om negen uur.");
    // Dates as the Netherlands writes them: day, month, year.
    expect(page).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(page).not.toMatch(/<script|<link|src=/i);
    expect(page).not.toContain(SECRETS.totp);

    // Asked by a browser (Accept: text/html) the page comes too; a person who chose English gets it in English.
    const english = await as("organization_superuser");
    await t.request("/api/v1/current_user", {
      method: "PATCH",
      headers: english,
      json: { data: { type: "users", attributes: { locale: "en" } } },
    });
    const page2 = await exportOf({ ...english, accept: "text/html,application/xhtml+xml" });
    expect(page2.headers.get("content-disposition")).toMatch(/filename="my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const text = await page2.text();
    expect(text).toContain('<html lang="en">');
    expect(text).toContain("<h2>Organisations</h2>");
    expect(text).toContain("Organisation administrator");
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    const json = await (await exportOf(english)).json();
    expect(json.organizations.length).toBeGreaterThan(0);
  });

  it("names the two formats when asked for another, and records nothing", async () => {
    const before = (await (await exportOf(volunteer)).json()).auditLog.length;
    const [error] = await expectErrors(await exportOf(volunteer, "?format=xml"), 400, "invalid_query");
    expect(error.detail).toBe('Deze gegevens komen als html (een leesbare pagina) of json (een bestand), niet als "xml".');
    const after = (await (await exportOf(volunteer)).json()).auditLog.length;
    // Only the two JSON downloads around it were recorded.
    expect(after).toBe(before + 1);
  });

  it("refuses a visitor (401), and an admin signed in as the person (403, in words)", async () => {
    await expectErrors(await exportOf({ host: hostOf("oldebroek") }), 401, "not_authorized");
    const me = await userOf("oldebroek", EMAIL);
    const looking = await impersonate(t, await as("admin"), me.id);
    const refused = await exportOf({ ...looking, "accept-language": "nl" });
    const body = await expectErrors(refused, 403, "forbidden");
    expect(JSON.stringify(body)).toContain("Alleen de persoon zelf");
    const english = await expectErrors(await exportOf({ ...looking, "accept-language": "en" }, "?format=html"), 403, "forbidden");
    expect(JSON.stringify(english)).toContain("Only the person can");
  });
});
