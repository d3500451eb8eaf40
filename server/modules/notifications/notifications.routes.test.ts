import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, demoUserId, guest } from "../applications/applications.fixtures";
import { sweepVacancies } from "../vacancies/vacancy-jobs";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
let addresses = 0;

interface Options {
  tenant?: string;
  language?: string;
  body?: unknown;
}

async function call(role: Role | null, method: string, path: string, options: Options = {}) {
  const { tenant = "oldebroek", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": language },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    address: `10.7.0.${++addresses % 250}`,
  });
}

interface Listed {
  id: string;
  kind: string;
  message: string;
  link: string;
  read_at: string | null;
}

async function notificationsOf(role: Role, options: Options & { query?: string } = {}) {
  const document = await expectDocument(await call(role, "GET", `/api/v1/notifications${options.query ?? ""}`, options), 200);
  return {
    rows: document.data.map((r) => ({ id: r.id, ...(r.attributes as Omit<Listed, "id">) })),
    unread: (document.meta as { unread_count: number }).unread_count,
    total: (document.meta as { total: number }).total,
  };
}

const readBody = (read: boolean) => ({ data: { type: "notifications", attributes: { read } } });

describe("notifications: who may read them", () => {
  it("a visitor gets 401, a bad filter 400, and another user's notification is a 404 before its body is read", async () => {
    expect((await call(null, "GET", "/api/v1/notifications")).status).toBe(401);
    await expectErrors(await call("volunteer", "GET", "/api/v1/notifications?filter[read]=maybe"), 400, "invalid_query");
    await expectErrors(await call("volunteer", "GET", "/api/v1/notifications?filter[unknown]=1"), 400, "invalid_query");

    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Bezorger voor de buurt" });
    await expectDocument(await call(null, "POST", "/api/v1/applications", { body: guest(vacancy.id, "buur@example.test") }), 201);
    const [theirs] = (await notificationsOf("organization_superuser")).rows;
    expect(theirs.kind).toBe("application_received");

    // Not his: 404 even with a body that would not pass validation, and nothing changes.
    const foreign = await call("volunteer", "PATCH", `/api/v1/notifications/${theirs.id}`, { body: { nonsense: true } });
    await expectErrors(foreign, 404, "not_found");
    expect((await call(null, "PATCH", `/api/v1/notifications/${theirs.id}`, { body: readBody(true) })).status).toBe(401);
    // The same user on another tenant's site is another user: none of these.
    const elsewhere = await notificationsOf("organization_superuser", { tenant: "roermond" });
    expect(elsewhere.rows.some((r) => r.id === theirs.id)).toBe(false);
    expect((await notificationsOf("organization_superuser")).rows[0].read_at).toBeNull();

    // One by one (the page that follows a notification reads where it leads): his own only, and reading marks nothing.
    const one = await expectDocument(await call("organization_superuser", "GET", `/api/v1/notifications/${theirs.id}`), 200);
    expect(one.data).toMatchObject({ id: theirs.id, attributes: { link: theirs.link, read_at: null } });
    await expectErrors(await call("volunteer", "GET", `/api/v1/notifications/${theirs.id}`), 404, "not_found");
    expect((await call(null, "GET", `/api/v1/notifications/${theirs.id}`)).status).toBe(401);
    await expectErrors(await call("organization_superuser", "GET", "/api/v1/notifications/x"), 404, "not_found");
    expect((await notificationsOf("organization_superuser")).rows[0].read_at).toBeNull();
  });
});

describe("notifications: what each event tells whom", () => {
  it("a new application tells the organization's superusers in their language; reading it lowers the count", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soepkoker" });
    const before = (await notificationsOf("organization_superuser")).unread;
    await expectDocument(await call(null, "POST", "/api/v1/applications", { body: guest(vacancy.id, "soep@example.test") }), 201);

    const dutch = await notificationsOf("organization_superuser");
    expect(dutch.unread).toBe(before + 1);
    const [newest] = dutch.rows;
    expect(newest).toMatchObject({ kind: "application_received", message: "Gijs Gast heeft zich aangemeld voor 'Soepkoker'" });
    expect(newest.link).toMatch(/^\/applications\/\d+$/);
    const english = await notificationsOf("organization_superuser", { language: "en" });
    expect(english.rows[0].message).toBe("Gijs Gast applied for 'Soepkoker'");
    // A member without the superuser role hears nothing of it.
    expect((await notificationsOf("mentor")).rows.some((r) => r.message.includes("Soepkoker"))).toBe(false);

    const read = await expectDocument(
      await call("organization_superuser", "PATCH", `/api/v1/notifications/${newest.id}`, { body: readBody(true) }),
      200,
    );
    expect((read.data as { attributes?: Record<string, unknown> }).attributes?.read_at).not.toBeNull();
    expect((await notificationsOf("organization_superuser")).unread).toBe(before);
    expect(
      (await notificationsOf("organization_superuser", { query: "?filter[read]=false" })).rows.map((r) => r.id),
    ).not.toContain(newest.id);
    // Unread again, then everything read at once.
    await expectDocument(
      await call("organization_superuser", "PATCH", `/api/v1/notifications/${newest.id}`, { body: readBody(false) }),
      200,
    );
    expect((await notificationsOf("organization_superuser")).unread).toBe(before + 1);
    const all = await expectDocument(await call("organization_superuser", "POST", "/api/v1/notifications/read_all"), 200);
    expect((all.meta as { marked: number }).marked).toBe(before + 1);
    expect((await notificationsOf("organization_superuser")).unread).toBe(0);
  });

  it("a decision tells the applicant who has an account", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Fietsenmaker" });
    const volunteerEmail = "volunteer@oldebroek.demo.test";
    const applied = await expectDocument(
      await call("volunteer", "POST", "/api/v1/applications", {
        body: guest(vacancy.id, volunteerEmail, { first_name: "Vera" }),
      }),
      201,
    );
    const decision = { data: { type: "applications", attributes: { status: "accepted" } } };
    await expectDocument(
      await call("organization_superuser", "PUT", `/api/v1/applications/${applied.data.id}/decision`, { body: decision }),
      200,
    );
    const [newest] = (await notificationsOf("volunteer")).rows;
    expect(newest).toMatchObject({
      kind: "application_accepted",
      message: "Je aanmelding voor 'Fietsenmaker' is geaccepteerd",
      link: `/applications/${applied.data.id}`,
    });
  });

  it("an organization that signs up waits for the centre: its superusers are told, organizations are not", async () => {
    const signup = {
      data: {
        type: "organization_signups",
        attributes: {
          organization: {
            name: "Klusclub Hattemerbroek",
            organization_type: "NonProfit",
            address: { street: "Dorpsstraat", house_number: "1", postal_code: "8094 AA", city: "Hattemerbroek" },
          },
          user: {
            first_name: "Kees",
            last_name: "Klus",
            email: "kees@example.test",
            password: "Alles-kan-gemaakt-2026",
            accept_terms: true,
          },
        },
      },
    };
    expect((await call(null, "POST", "/api/v1/organization_signups", { body: signup })).status).toBe(202);
    await t.jobs.workDue();
    const [newest] = (await notificationsOf("center_superuser")).rows;
    expect(newest).toMatchObject({ kind: "organization_pending", message: "Klusclub Hattemerbroek wacht op goedkeuring" });
    expect(newest.link).toMatch(/^\/organizations\/\d+$/);
    expect((await notificationsOf("admin")).rows[0].message).toBe("Klusclub Hattemerbroek wacht op goedkeuring");
    expect((await notificationsOf("organization_superuser")).rows.some((r) => r.kind === "organization_pending")).toBe(false);
    // Another tenant's staff are not told.
    const roermond = await notificationsOf("center_superuser", { tenant: "roermond" });
    expect(roermond.rows.some((r) => r.message.includes("Klusclub Hattemerbroek"))).toBe(false);
  });

  it("a message through the contact form tells the centre's form keepers", async () => {
    const message = {
      data: {
        type: "contact_messages",
        attributes: {
          started_at: Date.now() - 10_000,
          name: "Henk Jansen",
          email: "henk@example.nl",
          subject: "Vraag",
          message: "Kan ik ook op zaterdag helpen?",
          consent: true,
        },
      },
    };
    await expectDocument(await call(null, "POST", "/api/v1/contact_messages", { body: message }), 201);
    const [newest] = (await notificationsOf("content_manager")).rows;
    expect(newest).toMatchObject({ kind: "form_submitted", message: "Nieuw antwoord op het formulier 'Contactformulier'" });
    expect(newest.link).toMatch(/^\/form_builder\/\d+\/submissions\/\d+$/);
    expect((await notificationsOf("center_superuser")).rows.some((r) => r.kind === "form_submitted")).toBe(true);
    expect((await notificationsOf("page_manager")).rows.some((r) => r.kind === "form_submitted")).toBe(false);
  });

  it("a vacancy expiring within a week tells its contact person, with the date in the reader's language", async () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    inThreeDays.setUTCHours(10, 0, 0, 0);
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Kerstpakketten inpakken",
      expiresAt: inThreeDays,
      contactPersonId: await demoUserId(t, "mentor"),
    });
    await sweepVacancies(t.db, t.deps.jobs, t.deps.hosts);
    const dutch = (await notificationsOf("mentor")).rows.find((r) => r.kind === "vacancy_expiring");
    const day = new Intl.DateTimeFormat("nl", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(inThreeDays);
    expect(dutch).toMatchObject({
      message: `De vacature 'Kerstpakketten inpakken' verloopt op ${day}`,
      link: `/vacancies/${vacancy.id}/edit`,
    });
    const english = (await notificationsOf("mentor", { language: "en" })).rows.find((r) => r.kind === "vacancy_expiring");
    expect(english?.message).toContain("expires on");
  });

  it("a message tells the other side at once: one unread notification per conversation, read when the thread is", async () => {
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Koffieschenker" });
    const applied = await expectDocument(
      await call("volunteer", "POST", "/api/v1/applications", {
        body: guest(vacancy.id, "volunteer@oldebroek.demo.test", { first_name: "Vera" }),
      }),
      201,
    );
    const opened = await expectDocument(
      await call("organization_superuser", "POST", "/api/v1/conversations", {
        body: { data: { type: "conversations", attributes: { application_id: Number(applied.data.id), body: "Welkom!" } } },
      }),
      201,
    );
    const link = `/conversations/${opened.data.id}`;
    const ofConversation = async () => (await notificationsOf("volunteer")).rows.filter((r) => r.link === link);
    const [first] = await ofConversation();
    expect(first).toMatchObject({ kind: "message_received", read_at: null });
    expect(first.message).toBe("Nieuw bericht van Voedselbank Oldebroek: 'Koffieschenker'");

    const message = { data: { type: "conversation_messages", attributes: { body: "Nog een vraag: kun je zaterdag?" } } };
    await expectDocument(await call("organization_superuser", "POST", `${`/api/v1${link}`}/messages`, { body: message }), 201);
    expect(await ofConversation()).toHaveLength(1);
    // The sender is not told of his own message.
    expect((await notificationsOf("organization_superuser")).rows.some((r) => r.link === link)).toBe(false);

    const read = { data: { type: "conversations", attributes: { read: true } } };
    await expectDocument(await call("volunteer", "PATCH", `/api/v1${link}`, { body: read }), 200);
    expect((await ofConversation()).map((r) => r.read_at === null)).toEqual([false]);
  });
});
