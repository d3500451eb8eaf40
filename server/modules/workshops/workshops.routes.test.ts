import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../contract/identity";
import { mailOutbox } from "../../mail/mail.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const DAY = 86_400_000;
const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const VALID = {
  title: "Omgaan met dementie",
  description: "Een avond over het contact met mensen met dementie, voor vrijwilligers in de zorg.",
  audience: "volunteers",
  starts_at: inDays(14),
  ends_at: inDays(14, 21),
  location: "Dorpshuis De Kern, Oldebroek",
  online: false,
  seats: 2,
  published: true,
};

let addresses = 0;
async function send(
  method: string,
  path: string,
  attributes: unknown,
  options: { role?: Role; tenant?: string; language?: string; type?: string } = {},
) {
  const { role, tenant = "oldebroek", language = "nl", type = "workshops" } = options;
  addresses += 1;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": language },
    address: `10.42.${Math.floor(addresses / 200)}.${addresses % 200}`,
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
  });
}

const get = (path: string, role?: Role, tenant = "oldebroek") => send("GET", path, undefined, { role, tenant });

async function createWorkshop(attributes: Record<string, unknown> = {}) {
  const doc = await expectDocument(
    await send("POST", "/api/v1/workshops", { ...VALID, ...attributes }, { role: "center_superuser" }),
    201,
  );
  return doc.data.id;
}

const signUp = (id: string, name: string, email: string, options: { tenant?: string; language?: string } = {}) =>
  send("POST", `/api/v1/workshops/${id}/registrations`, { name, email }, { ...options, type: "workshop_registrations" });

async function mailsTo(email: string) {
  await t.jobs.workDue();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, "oldebroek"), eq(mailOutbox.to, email)));
}

describe("workshops: who may plan them", () => {
  it("the centre's staff create a workshop; every other role is refused before the body is read, a visitor gets 401", async () => {
    const created = await expectDocument(await send("POST", "/api/v1/workshops", VALID, { role: "admin" }), 201);
    expect(created.data.attributes).toMatchObject({
      title: VALID.title,
      seats: 2,
      seats_taken: 0,
      waitlisted: 0,
      published: true,
    });
    for (const role of ROLES.filter((r) => r !== "admin" && r !== "center_superuser")) {
      await expectErrors(await send("POST", "/api/v1/workshops", { nonsense: true }, { role }), 403, "forbidden");
    }
    await expectErrors(await send("POST", "/api/v1/workshops", { nonsense: true }), 401, "not_authorized");
  });

  it("refuses bad input with translated messages per field and stores nothing", async () => {
    const before = await expectDocument(await get("/api/v1/workshops", "center_superuser"), 200);
    const bad = { ...VALID, title: "ab", seats: 0, ends_at: VALID.starts_at, location: "", online: false };
    const errors = await expectErrors(
      await send("POST", "/api/v1/workshops", bad, { role: "center_superuser" }),
      422,
      "validation_failed",
    );
    const pointers = errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/title",
        "/data/attributes/seats",
        "/data/attributes/ends_at",
        "/data/attributes/location",
      ]),
    );
    expect(errors.find((e) => e.source?.pointer === "/data/attributes/ends_at")?.detail).toBe(
      "Het einde moet na het begin liggen.",
    );
    const english = await expectErrors(
      await send("POST", "/api/v1/workshops", bad, { role: "center_superuser", language: "en" }),
      422,
      "validation_failed",
    );
    expect(english.find((e) => e.source?.pointer === "/data/attributes/location")?.detail).toBe(
      "Give a place, or choose online.",
    );
    const after = await expectDocument(await get("/api/v1/workshops", "center_superuser"), 200);
    expect(after.meta?.total).toBe(before.meta?.total);
  });

  it("checks an edit against the workshop as it would become", async () => {
    const id = await createWorkshop();
    const errors = await expectErrors(
      await send("PATCH", `/api/v1/workshops/${id}`, { ends_at: inDays(13) }, { role: "center_superuser" }),
      422,
      "validation_failed",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/ends_at");
    const moved = await expectDocument(
      await send("PATCH", `/api/v1/workshops/${id}`, { online: true, location: null }, { role: "center_superuser" }),
      200,
    );
    expect(moved.data.attributes).toMatchObject({ online: true, location: null, title: VALID.title });
  });

  it("keeps an English title and description beside the Dutch, changed or cleared on their own", async () => {
    const id = await createWorkshop({ title_en: "Dementia and you", description_en: "An evening about people with dementia." });
    const read = await expectDocument(await get(`/api/v1/workshops/${id}`), 200);
    expect(read.data.attributes).toMatchObject({
      title: VALID.title,
      title_en: "Dementia and you",
      description_en: "An evening about people with dementia.",
    });
    const errors = await expectErrors(
      await send("PATCH", `/api/v1/workshops/${id}`, { title_en: "x".repeat(121) }, { role: "center_superuser" }),
      422,
      "validation_failed",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/title_en");
    const cleared = await expectDocument(
      await send("PATCH", `/api/v1/workshops/${id}`, { title_en: "", description_en: null }, { role: "center_superuser" }),
      200,
    );
    expect(cleared.data.attributes).toMatchObject({ title: VALID.title, title_en: null, description_en: null });
  });

  it("shows drafts to staff only; another tenant's workshop is a 404", async () => {
    const id = await createWorkshop({ published: false, title: "Concept: EHBO voor vrijwilligers" });
    await expectErrors(await get(`/api/v1/workshops/${id}`), 404, "not_found");
    await expectErrors(await get(`/api/v1/workshops/${id}`, "volunteer"), 404, "not_found");
    await expectDocument(await get(`/api/v1/workshops/${id}`, "center_superuser"), 200);
    const visitorList = await expectDocument(await get("/api/v1/workshops"), 200);
    expect(visitorList.data.map((w) => w.id)).not.toContain(id);
    const staffList = await expectDocument(await get("/api/v1/workshops", "center_superuser"), 200);
    expect(staffList.data.map((w) => w.id)).toContain(id);
    await expectErrors(await get(`/api/v1/workshops/${id}`, "admin", "roermond"), 404, "not_found");
    await expectErrors(
      await send("DELETE", `/api/v1/workshops/${id}`, undefined, { role: "admin", tenant: "roermond" }),
      404,
      "not_found",
    );
  });

  it("lists upcoming workshops soonest first and past ones apart", async () => {
    const later = await createWorkshop({ title: "Later in het jaar", starts_at: inDays(60), ends_at: inDays(60, 21) });
    const sooner = await createWorkshop({ title: "Binnenkort", starts_at: inDays(3), ends_at: inDays(3, 21) });
    const upcoming = (await expectDocument(await get("/api/v1/workshops?page[size]=100"), 200)).data.map((w) => w.id);
    expect(upcoming.indexOf(sooner)).toBeLessThan(upcoming.indexOf(later));
    const past = await expectDocument(await get("/api/v1/workshops?filter[period]=past"), 200);
    expect(past.data.map((w) => w.id)).not.toContain(sooner);
  });
});

describe("signing up", () => {
  it("gives seats while there are any, then the waiting list; each gets a mail with a cancel link", async () => {
    const id = await createWorkshop({ title_en: "Dementia and you" });
    const first = await expectDocument(await signUp(id, "Anna de Vries", "anna@example.test"), 201);
    const second = await expectDocument(await signUp(id, "Bram Jansen", "bram@example.test", { language: "en" }), 201);
    const third = await expectDocument(await signUp(id, "Cor Smit", "cor@example.test"), 201);
    expect([first, second, third].map((d) => d.data.attributes?.status)).toEqual(["confirmed", "confirmed", "waitlisted"]);

    const workshop = await expectDocument(await get(`/api/v1/workshops/${id}`), 200);
    expect(workshop.data.attributes).toMatchObject({ seats_taken: 2, waitlisted: 1 });

    const [annaMail] = await mailsTo("anna@example.test");
    expect(annaMail.subject).toBe(`Je bent ingeschreven: ${VALID.title}`);
    expect(annaMail.text).toContain("/nl/workshops/afmelden?token=");
    const [bramMail] = await mailsTo("bram@example.test");
    // Who signed up on /en reads the workshop's English title.
    expect(bramMail.subject).toBe("You are signed up: Dementia and you");
    const [corMail] = await mailsTo("cor@example.test");
    expect(corMail.subject).toBe(`Je staat op de wachtlijst: ${VALID.title}`);
  });

  it("a cancelled seat goes to the first who waits, who is mailed; the link works once", async () => {
    const id = await createWorkshop({ seats: 1, title: "Workshop met één plek" });
    await expectDocument(await signUp(id, "Dirk", "dirk@example.test"), 201);
    await expectDocument(await signUp(id, "Eva", "eva@example.test"), 201);
    await expectDocument(await signUp(id, "Fleur", "fleur@example.test"), 201);
    const [dirkMail] = await mailsTo("dirk@example.test");
    const token = decodeURIComponent(/token=([^\s]+)/.exec(dirkMail.text)?.[1] ?? "");

    const cancelled = await send("POST", "/api/v1/workshop_registrations/cancel", { token }, { type: "workshop_registrations" });
    const after = await expectDocument(cancelled, 200);
    expect(after.data.attributes).toMatchObject({ seats_taken: 1, waitlisted: 1 });
    expect((await mailsTo("eva@example.test")).map((m) => m.subject)).toContain("Er is een plek voor je: Workshop met één plek");
    expect((await mailsTo("fleur@example.test")).map((m) => m.subject)).not.toContain(
      "Er is een plek voor je: Workshop met één plek",
    );
    expect((await mailsTo("dirk@example.test")).map((m) => m.subject)).toContain("Uitgeschreven: Workshop met één plek");

    const again = await send("POST", "/api/v1/workshop_registrations/cancel", { token }, { type: "workshop_registrations" });
    await expectErrors(again, 404, "not_found");
    const staffList = await expectDocument(await get(`/api/v1/workshops/${id}/registrations`, "center_superuser"), 200);
    expect(staffList.data.map((r) => [r.attributes?.name, r.attributes?.status])).toEqual([
      ["Eva", "confirmed"],
      ["Fleur", "waitlisted"],
      ["Dirk", "cancelled"],
    ]);
  });

  it("takes one sign-up per address, refuses a draft, and shows the list only to staff", async () => {
    const id = await createWorkshop();
    await expectDocument(await signUp(id, "Gert", "gert@example.test"), 201);
    const twice = await expectErrors(await signUp(id, "Gert", "GERT@example.test"), 422, "validation_failed");
    expect(twice[0].detail).toBe("Dit e-mailadres is al ingeschreven voor deze workshop.");
    const draft = await createWorkshop({ published: false });
    await expectErrors(await signUp(draft, "Gert", "gert@example.test"), 404, "not_found");
    await expectErrors(await get(`/api/v1/workshops/${id}/registrations`, "volunteer"), 403, "forbidden");
    await expectErrors(await get(`/api/v1/workshops/${id}/registrations`), 401, "not_authorized");
    const invalid = await expectErrors(await signUp(id, "", "geen-adres"), 422, "validation_failed");
    expect(invalid.map((e) => e.source?.pointer).sort()).toEqual(["/data/attributes/email", "/data/attributes/name"]);
  });

  it("staff take someone off the list, which frees the seat for the one who waits", async () => {
    const id = await createWorkshop({ seats: 1 });
    const seated = await expectDocument(await signUp(id, "Hans", "hans@example.test"), 201);
    await expectDocument(await signUp(id, "Ilse", "ilse@example.test"), 201);
    await expectErrors(
      await send("DELETE", `/api/v1/workshops/${id}/registrations/${seated.data.id}`, undefined, { role: "volunteer" }),
      403,
      "forbidden",
    );
    const removed = await send("DELETE", `/api/v1/workshops/${id}/registrations/${seated.data.id}`, undefined, {
      role: "center_superuser",
    });
    expect(removed.status).toBe(204);
    const list = await expectDocument(await get(`/api/v1/workshops/${id}/registrations`, "center_superuser"), 200);
    expect(list.data.find((r) => r.attributes?.name === "Ilse")?.attributes?.status).toBe("confirmed");
    await expectErrors(
      await send("DELETE", `/api/v1/workshops/${id}/registrations/99999999`, undefined, { role: "center_superuser" }),
      404,
      "not_found",
    );
  });

  it("gives the last seat to one of many who sign up at the same moment", async () => {
    const id = await createWorkshop({ seats: 1 });
    const all = await Promise.all(
      ["Jan", "Kees", "Lies", "Mila", "Noor"].map((name) => signUp(id, name, `${name.toLowerCase()}@example.test`)),
    );
    const statuses = await Promise.all(all.map(async (r) => (await expectDocument(r, 201)).data.attributes?.status));
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(1);
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(4);
  });

  it("limits sign-ups per address, across workshops", async () => {
    const id = await createWorkshop({ seats: 100 });
    const from = (n: number) =>
      t.request(`/api/v1/workshops/${id}/registrations`, {
        method: "POST",
        headers: { host: hostOf("oldebroek"), ...JSON_API },
        address: "10.77.0.1",
        body: JSON.stringify({
          data: { type: "workshop_registrations", attributes: { name: `Gast ${n}`, email: `gast${n}@example.test` } },
        }),
      });
    for (let n = 0; n < 10; n += 1) expect((await from(n)).status).toBe(201);
    await expectErrors(await from(10), 429, "too_many_requests");
  });

  it("serves each workshop as an iCalendar file", async () => {
    const id = await createWorkshop();
    const response = await get(`/api/v1/workshops/${id}/ical`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const text = await response.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain(`SUMMARY:${VALID.title}`);
    expect(text).toContain("LOCATION:Dorpshuis De Kern\\, Oldebroek");
  });
});
