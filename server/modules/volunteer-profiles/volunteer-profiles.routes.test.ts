import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { PROFILE_REPLIES_PER_DAY } from "../../../contract/volunteer-profiles";
import { countHit } from "../../limits/limit-counters";
import { mailOutbox } from "../../mail/mail.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { conversationParticipants } from "../conversations/conversations.table";
import { notifications } from "../notifications/notifications.table";
import { POOL_TOTAL_CAP } from "./volunteer-pool.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const PROFILE = {
  about: "Ik help graag met koken voor ouderen.",
  vacancy_types: ["volunteering"],
  tags: ["regularly"],
  activity_type_ids: [1, 8],
  skills: ["Koken"],
  availability: ["tue_morning", "sat_evening"],
  hours_per_week: 6,
  postal_code: "8091ab",
  distance_km: 15,
  languages: ["nl", "tr"],
  certificate_of_conduct: true,
  visible: true,
};

async function send(
  method: string,
  path: string,
  options: { role?: Role; tenant?: string; type?: string; attributes?: unknown } = {},
) {
  const { role, tenant = "oldebroek", type = "volunteer_profiles", attributes } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(`/api/v1${path}`, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": "nl" },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
  });
}

const saveProfile = (attributes: unknown, role: Role = "volunteer", tenant = "oldebroek") =>
  send("PUT", "/volunteer_profiles/me", { role, tenant, attributes });
const pool = (query = "", role: Role = "organization_superuser", tenant = "oldebroek") =>
  send("GET", `/volunteer_profiles${query}`, { role, tenant });
const reply = (attributes: unknown, role: Role = "organization_superuser") =>
  send("POST", "/profile_replies", { role, type: "profile_replies", attributes });

/** Nothing the pool answers may carry a way to reach the volunteer. */
function expectNoContactDetails(body: string) {
  expect(body).not.toMatch(/@oldebroek\.demo\.test|@example\.test/);
  expect(body).not.toContain('Vrijwilliger"'); // the surname
  expect(body).not.toMatch(/postal_code|8091 AB|phone|email/);
}

let ownId: string;

describe("volunteer profiles: the volunteer's own", () => {
  it("starts empty, is saved whole, and shows its owner the postal code and place", async () => {
    const before = await expectDocument(await send("GET", "/volunteer_profiles/me", { role: "volunteer" }), 200);
    expect(before.data).toBeNull();
    const saved = await expectDocument(await saveProfile(PROFILE), 200);
    ownId = saved.data.id;
    expect(saved.data.attributes).toMatchObject({ postal_code: "8091 AB", place: "Wezep", visible: true, hours_per_week: 6 });
  });

  it("refuses bad input with 422 and a pointer, and an unknown postal code", async () => {
    const errors = await expectErrors(
      await saveProfile({ ...PROFILE, availability: ["someday"], hours_per_week: 0 }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer)).toEqual(
      expect.arrayContaining(["/data/attributes/availability/0", "/data/attributes/hours_per_week"]),
    );
    await expectErrors(await saveProfile({ ...PROFILE, postal_code: "0000 AA" }), 422, "validation_failed");
  });

  it("only volunteers and students keep one; a visitor gets 401 before the body is read", async () => {
    await expectErrors(await saveProfile({}, "organization_superuser"), 403, "forbidden");
    await expectErrors(await send("PUT", "/volunteer_profiles/me", { attributes: {} }), 401, "not_authorized");
  });
});

describe("the volunteer pool", () => {
  it("is for organization superusers, centre staff and mentors; volunteers get 403, visitors 401", async () => {
    for (const role of ["organization_superuser", "center_superuser", "admin", "mentor"] as Role[]) {
      expect((await pool("", role)).status, role).toBe(200);
    }
    for (const role of ["volunteer", "student", "content_manager", "page_manager"] as Role[]) {
      await expectErrors(await pool("", role), 403, "forbidden");
    }
    await expectErrors(await send("GET", "/volunteer_profiles"), 401, "not_authorized");
  });

  it("lists visible profiles with a first name and initial, paginated, and no contact details", async () => {
    const response = await pool("?page[size]=2");
    const text = await response.clone().text();
    const doc = await expectDocument(response, 200);
    expect(doc.meta).toMatchObject({ total: expect.any(Number), page: 1 });
    expect(doc.links?.next).toBeTruthy();
    expectNoContactDetails(text);
    const all = await expectDocument(await pool("?page[size]=100"), 200);
    const mine = all.data.find((p) => p.id === ownId);
    expect(mine?.attributes).toMatchObject({ display_name: "Vera V.", place: "Wezep" });
    // The seed's hidden profile (Iris) never shows.
    expect(all.data.some((p) => String(p.attributes?.display_name).startsWith("Iris"))).toBe(false);
  });

  it("filters on interests, availability, hours, language and distance from a postal code", async () => {
    const ids = async (query: string) => (await expectDocument(await pool(query), 200)).data.map((p) => p.id);
    expect(await ids("?filter[activity_type]=8&filter[language]=tr")).toEqual([ownId]);
    expect(await ids("?filter[availability]=sat_evening&filter[hours_min]=6")).toContain(ownId);
    expect(await ids("?filter[hours_min]=7&filter[language]=tr")).toEqual([]);
    const near = await expectDocument(await pool("?filter[near]=8091&filter[within]=5&filter[language]=tr"), 200);
    expect(near.data.map((p) => p.id)).toEqual([ownId]);
    expect(near.data[0].attributes?.km_away).toBe(0);
    expect(await ids("?filter[near]=6511&filter[within]=5&filter[language]=tr")).toEqual([]);
    await expectErrors(await pool("?filter[availability]=never"), 400, "invalid_query");
    await expectErrors(await pool("?filter[near]=0000"), 400, "invalid_query");
  });

  it("lists newest first and, beyond its cap, says 'more than' instead of counting every match", async () => {
    const center = sql`(select id from volunteer_centers where tenant_id = 'oldebroek' order by id limit 1)`;
    await t.db.execute(sql`insert into users (tenant_id, center_id, email, first_name, last_name, status, locale)
      select 'oldebroek', ${center}, 'pool-cap-' || n || '@example.test', 'Cap', 'Test', 'active', 'nl'
      from generate_series(1, ${POOL_TOTAL_CAP}) as n`);
    await t.db.execute(sql`insert into volunteer_profiles (tenant_id, center_id, user_id, languages, visible, updated_at)
      select tenant_id, center_id, id, array['pl'], true, now() - interval '1 day' - id * interval '1 minute'
      from users where email like 'pool-cap-%'`);
    try {
      const capped = await expectDocument(await pool("?page[size]=50"), 200);
      expect(capped.meta).toMatchObject({ total: POOL_TOTAL_CAP, total_capped: true, pages: POOL_TOTAL_CAP / 50 });
      const updated = capped.data.map((p) => String(p.attributes?.updated_at));
      expect(updated).toEqual([...updated].sort().reverse());
      // Counted exactly below the cap, in the same order.
      const polish = await expectDocument(await pool("?filter[language]=pl&page[size]=50&page[number]=2"), 200);
      expect(polish.meta).toMatchObject({ total: POOL_TOTAL_CAP, page: 2 });
      expect(polish.meta).not.toHaveProperty("total_capped");
      const second = polish.data.map((p) => String(p.attributes?.updated_at));
      expect(second).toHaveLength(50);
      expect(second).toEqual([...second].sort().reverse());
      expect(second[0] < updated.at(-1)!).toBe(true);
    } finally {
      await t.db.execute(
        sql`delete from volunteer_profiles where user_id in (select id from users where email like 'pool-cap-%')`,
      );
      await t.db.execute(sql`delete from users where email like 'pool-cap-%'`);
    }
  });

  it("a profile switched off leaves the pool at once, also as a card", async () => {
    await expectDocument(await saveProfile({ ...PROFILE, visible: false }), 200);
    const doc = await expectDocument(await pool("?page[size]=100"), 200);
    expect(doc.data.some((p) => p.id === ownId)).toBe(false);
    await expectErrors(await send("GET", `/volunteer_profiles/${ownId}`, { role: "center_superuser" }), 404, "not_found");
    await expectDocument(await saveProfile(PROFILE), 200);
    const card = await send("GET", `/volunteer_profiles/${ownId}`, { role: "center_superuser" });
    expectNoContactDetails(await card.clone().text());
    await expectDocument(card, 200);
  });

  it("another tenant never sees it; a tenant without volunteer profiles has no such routes", async () => {
    const other = await expectDocument(await pool("?page[size]=100", "organization_superuser", "roermond"), 200);
    expect(other.data.some((p) => p.id === ownId)).toBe(false);
    await expectErrors(
      await send("GET", `/volunteer_profiles/${ownId}`, { role: "center_superuser", tenant: "roermond" }),
      404,
      "not_found",
    );
    await expectErrors(await pool("", "organization_superuser", "meedoen"), 404, "not_found");
    await expectErrors(await send("GET", "/profile_replies", { role: "volunteer", tenant: "meedoen" }), 404, "not_found");
  });
});

describe("profile replies", () => {
  let replyId: string;
  const BODY = "Wij zoeken iemand die op dinsdagochtend meekookt. Zin om kennis te maken?";

  it("an organization replies once while it is open; the volunteer is told in the app and by mail", async () => {
    expect((await expectDocument(await pool("?filter[language]=tr"), 200)).data[0].attributes).toMatchObject({ replied: false });
    const doc = await expectDocument(await reply({ volunteer_profile_id: Number(ownId), body: BODY }), 201);
    replyId = doc.data.id;
    const card = async () => (await expectDocument(await pool("?filter[language]=tr"), 200)).data[0].attributes;
    expect(await card()).toMatchObject({ replied: true });
    expect((await expectDocument(await pool("?filter[language]=tr", "center_superuser"), 200)).data[0].attributes).toMatchObject({
      replied: false,
    });
    expect(doc.data.attributes).toMatchObject({ state: "open", volunteer: "Vera V.", received: false });
    const again = await reply({ volunteer_profile_id: Number(ownId), body: BODY });
    await expectErrors(again, 409, "conflict");
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, "oldebroek"), eq(notifications.kind, "profile_reply_received")));
    expect(notice?.link).toBe("/profile-replies");
    await t.jobs.workDue();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "volunteer@oldebroek.demo.test"));
    expect(mails.some((m) => m.subject.includes("reageerde op je vrijwilligersprofiel"))).toBe(true);
  });

  it("refuses bad input (422), volunteers (403), visitors (401) and hidden profiles", async () => {
    await expectErrors(await reply({ volunteer_profile_id: Number(ownId), body: "kort" }), 422, "validation_failed");
    await expectErrors(await reply({ volunteer_profile_id: Number(ownId), body: BODY }, "volunteer"), 403, "forbidden");
    await expectErrors(
      await send("POST", "/profile_replies", { type: "profile_replies", attributes: {} }),
      401,
      "not_authorized",
    );
    await expectErrors(await reply({ volunteer_profile_id: 999_999, body: BODY }), 422, "unprocessable");
  });

  it("each side sees its own; nobody else reads it", async () => {
    const received = await expectDocument(await send("GET", "/profile_replies?filter[box]=received", { role: "volunteer" }), 200);
    expect(received.data.map((r) => r.id)).toContain(replyId);
    const sent = await expectDocument(
      await send("GET", "/profile_replies?filter[box]=sent", { role: "organization_superuser" }),
      200,
    );
    expect(sent.data.map((r) => r.id)).toContain(replyId);
    const student = await expectDocument(await send("GET", "/profile_replies", { role: "student" }), 200);
    expect(student.data.map((r) => r.id)).not.toContain(replyId);
    await expectErrors(await send("GET", `/profile_replies/${replyId}`, { role: "student" }), 404, "not_found");
    await expectErrors(
      await send("GET", `/profile_replies/${replyId}`, { role: "volunteer", tenant: "roermond" }),
      404,
      "not_found",
    );
  });

  it("only the volunteer answers; the answer starts a conversation with the organization, once", async () => {
    const patch = (attributes: unknown, role: Role = "volunteer") =>
      send("PATCH", `/profile_replies/${replyId}`, { role, type: "profile_replies", attributes });
    await expectErrors(await patch({ state: "declined" }, "organization_superuser"), 403, "forbidden");
    await expectErrors(await patch({ state: "answered" }), 422, "validation_failed");
    const doc = await expectDocument(await patch({ state: "answered", answer: "Leuk! Dinsdag kan ik." }), 200);
    expect(doc.data.attributes).toMatchObject({ state: "answered", received: true });
    const conversationId = doc.data.attributes?.conversation_id as number;
    const parties = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId));
    expect(parties.length).toBe(2);
    // The organization hears of the answer in the app; the volunteer is not told of his own words.
    const told = async (role: Role) =>
      (await expectDocument(await send("GET", "/notifications", { role }), 200)).data.filter(
        (n) => n.attributes?.link === `/conversations/${conversationId}`,
      );
    const notices = await told("organization_superuser");
    expect(notices.map((n) => n.attributes)).toEqual([expect.objectContaining({ kind: "message_received", read_at: null })]);
    expect(await told("volunteer")).toEqual([]);
    await expectErrors(await patch({ state: "declined" }), 422, "unprocessable");
    const thread = await expectDocument(
      await send("GET", `/conversations/${conversationId}/messages`, { role: "organization_superuser" }),
      200,
    );
    expect(thread.data.map((m) => m.attributes?.body)).toEqual([BODY, "Leuk! Dinsdag kan ik."]);
    // Reading the thread reads its notification.
    expect((await told("organization_superuser"))[0].attributes?.read_at).not.toBeNull();
  });

  it("an organization sends at most its daily number of replies", async () => {
    const sent = await expectDocument(
      await send("GET", "/profile_replies?filter[box]=sent", { role: "organization_superuser" }),
      200,
    );
    const organizationId = sent.data[0].attributes?.organization_id as number;
    const limit = { name: "profile-replies", limit: PROFILE_REPLIES_PER_DAY, windowMs: 86_400_000 };
    const counted = await countHit(t.db, limit, `oldebroek:${organizationId}`);
    for (let i = counted.count; i < PROFILE_REPLIES_PER_DAY; i++) await countHit(t.db, limit, `oldebroek:${organizationId}`);
    const response = await reply({ volunteer_profile_id: Number(ownId), body: BODY });
    await expectErrors(response, 429, "too_many_requests");
    expect(response.headers.get("retry-after")).toBeTruthy();
  });
});
