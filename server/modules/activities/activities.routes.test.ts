import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { recordAudit } from "../audit/audit.service";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
const ids: Record<string, number> = {};
let managed: string[] = [];

const idOf = async (tenant: TenantId, table: typeof organizations | typeof volunteerCenters, name: string) => {
  const [row] = await withTenant(t.db, tenant, (tx) => tx.select({ id: table.id }).from(table).where(eq(table.name, name)));
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  ids.foodBank = await idOf("oldebroek", organizations, "Voedselbank Oldebroek");
  ids.school = await idOf("oldebroek", organizations, "Basisschool De Regenboog");
  ids.nijmegenFoodBank = await idOf("public", organizations, "Voedselbank Nijmegen");
  ids.ede = await idOf("public", volunteerCenters, "Vrijwilligerscentrale Ede");
  ids.oldebroek = await idOf("oldebroek", volunteerCenters, "Vrijwilligerscentrale Oldebroek");
  const [staff] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("center_superuser", "oldebroek"))),
  );
  ids.staff = staff.id;
  const [manager] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("organization_superuser", "oldebroek"))),
  );
  const memberships = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizationMemberships).where(eq(organizationMemberships.userId, manager.id)),
  );
  ids.own = memberships[0].organizationId;
  managed = memberships.map((m) => `/organizations/${m.organizationId}`);
  const all = await withTenant(t.db, "oldebroek", (tx) => tx.select({ id: organizations.id }).from(organizations));
  ids.other = all.map((row) => row.id).find((id) => !memberships.some((m) => m.organizationId === id)) as number;
});
afterAll(() => t.close());

async function call(role: Role | null, path: string, options: { tenant?: string; language?: string; center?: number } = {}) {
  const { tenant = "oldebroek", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  const center: Record<string, string> = options.center ? { "volunteer-center-id": String(options.center) } : {};
  return t.request(path, { headers: { ...auth, ...center, "accept-language": language } });
}

interface Listed {
  id: string;
  action: string;
  actor_name: string | null;
  message: string;
  link: string | null;
  created_at: string;
}

async function activitiesOf(role: Role, options: Parameters<typeof call>[2] & { query?: string } = {}) {
  const document = await expectDocument(await call(role, `/api/v1/activities${options.query ?? ""}`, options), 200);
  return {
    rows: document.data.map((r) => ({ id: r.id, ...(r.attributes as Omit<Listed, "id">) })),
    meta: document.meta as { total: number; pages: number; page: number },
    links: document.links as Record<string, string | null>,
  };
}

const approval = (organizationId: number) => ({
  actorUserId: ids.staff,
  action: "organization.approve",
  subjectType: "organization" as const,
  subjectId: organizationId,
});

describe("activities: who may read them", () => {
  it("a visitor gets 401 and a volunteer 403, whatever the query; a page of more than 20 is a translated 400", async () => {
    expect((await call(null, "/api/v1/activities?page[size]=500")).status).toBe(401);
    for (const role of ["volunteer", "content_manager", "page_manager", "mentor", "student"] as const) {
      await expectErrors(await call(role, "/api/v1/activities?page[size]=500"), 403, "forbidden");
    }
    const tooMany = await expectErrors(await call("center_superuser", "/api/v1/activities?page[size]=21"), 400, "invalid_query");
    expect(JSON.stringify(tooMany)).not.toContain("Internal");
    for (const role of ["admin", "center_superuser", "organization_superuser"] as const) {
      expect((await call(role, "/api/v1/activities")).status).toBe(200);
    }
  });
});

describe("activities: what they say", () => {
  it("tells who did what to which subject in the reader's language, newest first, with the way to the subject", async () => {
    await recordAudit(t.db, "oldebroek", approval(ids.foodBank));
    const nl = await activitiesOf("center_superuser", { query: "?page[size]=1" });
    expect(nl.rows[0]).toMatchObject({
      action: "organization.approve",
      actor_name: expect.any(String),
      link: `/organizations/${ids.foodBank}`,
    });
    expect(nl.rows[0].message).toBe(`${nl.rows[0].actor_name} heeft de organisatie ‘Voedselbank Oldebroek’ goedgekeurd`);
    expect(Number.isNaN(Date.parse(nl.rows[0].created_at))).toBe(false);
    const en = await activitiesOf("center_superuser", { query: "?page[size]=1", language: "en" });
    expect(en.rows[0].message).toBe(`${en.rows[0].actor_name} approved the organisation ‘Voedselbank Oldebroek’`);
  });

  it("a deleted subject is named and placed by what its event kept, without a link; an unknown action reads as a general sentence", async () => {
    const gone = { actorUserId: ids.staff, action: "workshop.deleted", subjectType: "workshop" as const, subjectId: 999_999 };
    await recordAudit(t.db, "oldebroek", { ...gone, details: { title: "Gone elsewhere", centerId: ids.ede } });
    await recordAudit(t.db, "oldebroek", { ...gone, details: {} });
    await recordAudit(t.db, "oldebroek", { ...gone, details: { title: "Koken voor buren", centerId: ids.oldebroek } });
    await recordAudit(t.db, "oldebroek", { ...approval(ids.school), action: "organization.renamed_twice" });
    const { rows } = await activitiesOf("center_superuser", { query: "?page[size]=2", language: "en" });
    expect(rows[0].message).toBe(`${rows[0].actor_name} changed ‘Basisschool De Regenboog’`);
    expect(rows[1]).toMatchObject({ action: "workshop.deleted", link: null });
    expect(rows[1].message).toBe(`${rows[1].actor_name} deleted the workshop ‘Koken voor buren’`);
    // Of another centre, or of no centre known: never shown.
    const all = await activitiesOf("center_superuser", { query: "?page[size]=20" });
    expect(all.rows.filter((row) => row.action === "workshop.deleted")).toHaveLength(1);
  });

  it("a workshop deleted through the API stays in its centre's activity", async () => {
    const auth = await as("center_superuser");
    const headers = { ...auth, "content-type": "application/vnd.api+json", "accept-language": "nl" };
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const attributes = {
      title: "Workshop om te verwijderen",
      description: "Een workshop die meteen weer verdwijnt.",
      audience: "volunteers",
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      location: null,
      online: true,
      seats: 5,
      published: false,
    };
    const created = await t.request("/api/v1/workshops", {
      method: "POST",
      headers,
      body: JSON.stringify({ data: { type: "workshops", attributes } }),
    });
    const id = (await expectDocument(created, 201)).data.id;
    expect((await t.request(`/api/v1/workshops/${id}`, { method: "DELETE", headers })).status).toBe(204);
    const { rows } = await activitiesOf("center_superuser", { query: "?page[size]=1" });
    expect(rows[0]).toMatchObject({ action: "workshop.deleted", link: null });
    expect(rows[0].message).toBe(`${rows[0].actor_name} heeft de workshop ‘Workshop om te verwijderen’ verwijderd`);
  });

  it("a vacancy the organization superuser publishes and staff archive is read by both, in his organization's scope", async () => {
    const headersOf = async (role: Role) => ({
      ...(await as(role)),
      "content-type": "application/vnd.api+json",
      "accept-language": "nl",
    });
    const attributes = {
      title: "Chauffeur",
      description: "<p>Rijd op zaterdag pakketten rond.</p>",
      vacancy_type: "volunteering",
      city: "Oldebroek",
      status: "published",
      organization_id: ids.own,
    };
    const created = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: await headersOf("organization_superuser"),
      body: JSON.stringify({ data: { type: "vacancies", attributes } }),
    });
    const id = (await expectDocument(created, 201)).data.id;
    const own = await activitiesOf("organization_superuser", { query: "?page[size]=1" });
    expect(own.rows[0]).toMatchObject({ action: "vacancy.published", link: `/vacancies/${id}/edit` });
    expect(own.rows[0].message).toBe(`${own.rows[0].actor_name} heeft de vacature ‘Chauffeur’ gepubliceerd`);
    const archived = await t.request(`/api/v1/vacancies/${id}`, {
      method: "PATCH",
      headers: await headersOf("center_superuser"),
      body: JSON.stringify({ data: { type: "vacancies", attributes: { status: "archived" } } }),
    });
    expect(archived.status).toBe(200);
    const staff = await activitiesOf("center_superuser", { query: "?page[size]=1", language: "en" });
    expect(staff.rows[0].message).toBe(`${staff.rows[0].actor_name} archived the vacancy ‘Chauffeur’`);
    expect((await activitiesOf("organization_superuser", { query: "?page[size]=1" })).rows[0].action).toBe("vacancy.archived");
  });

  it("pages at most 20, with total and links", async () => {
    const first = await activitiesOf("center_superuser", { query: "?page[size]=2" });
    expect(first.rows).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThan(2);
    expect(first.links.next).toContain("page%5Bnumber%5D=2");
    const second = await activitiesOf("center_superuser", { query: "?page[size]=2&page[number]=2" });
    expect(Number(second.rows[0].id)).toBeLessThan(Number(first.rows[1].id));
    const whole = await activitiesOf("center_superuser");
    expect(whole.rows.length).toBeLessThanOrEqual(20);
  });
});

describe("activities: whose they are", () => {
  it("another tenant's events are never seen", async () => {
    await recordAudit(t.db, "public", approval(ids.nijmegenFoodBank));
    const oldebroek = await activitiesOf("admin", { query: "?page[size]=20" });
    expect(oldebroek.rows.some((row) => row.message.includes("Nijmegen"))).toBe(false);
    const pub = await activitiesOf("center_superuser", { tenant: "public", query: "?page[size]=20" });
    expect(pub.rows.some((row) => row.link === `/organizations/${ids.nijmegenFoodBank}`)).toBe(true);
    expect(pub.rows.some((row) => row.message.includes("Oldebroek"))).toBe(false);
  });

  it("another centre's events are not seen by a centre superuser; the admin reads the site's centre", async () => {
    await recordAudit(t.db, "public", {
      actorUserId: null,
      action: "center_profile.update",
      subjectType: "volunteer_center",
      subjectId: ids.ede,
    });
    const nijmegen = await activitiesOf("center_superuser", { tenant: "public", query: "?page[size]=20" });
    expect(nijmegen.rows.some((row) => row.message.includes("Ede"))).toBe(false);
    const ede = await activitiesOf("admin", { tenant: "public", center: ids.ede, query: "?page[size]=20" });
    expect(ede.rows[0].action).toBe("center_profile.update");
    expect(ede.rows.some((row) => row.message.includes("Nijmegen"))).toBe(false);
    expect(ede.rows[0].message).toBe("Het systeem heeft het profiel van Vrijwilligerscentrale Ede gewijzigd");
  });

  it("an organization superuser reads his own organizations' events only", async () => {
    await recordAudit(t.db, "oldebroek", approval(ids.own));
    await recordAudit(t.db, "oldebroek", approval(ids.other));
    const own = await activitiesOf("organization_superuser", { query: "?page[size]=20" });
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows[0].link).toBe(`/organizations/${ids.own}`);
    // His organizations' own events, and those of their vacancies: nothing of another organization.
    const organizationLinks = own.rows.map((row) => row.link).filter((link) => link?.startsWith("/organizations/"));
    expect(organizationLinks.every((link) => managed.includes(link as string))).toBe(true);
    expect(own.rows.every((row) => row.link?.startsWith("/organizations/") || row.action.startsWith("vacancy."))).toBe(true);
    const staff = await activitiesOf("center_superuser", { query: "?page[size]=2" });
    expect(staff.rows.map((row) => row.link)).toEqual([`/organizations/${ids.other}`, `/organizations/${ids.own}`]);
  });
});
