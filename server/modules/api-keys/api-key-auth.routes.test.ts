import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildOpenVacancy, quickApplication } from "../applications/applications.fixtures";
import { applications } from "../applications/applications.table";
import { organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { apiKeys } from "./api-keys.table";

// A small limit, so that the 429 is reached in a few calls; every test takes fresh keys.
const LIMIT = 5;

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp({ apiKeyRateLimit: LIMIT });
  as = demoSessions(t);
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const organizationId = async (name: string, tenant: "oldebroek" | "roermond" = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;

/** A new key of the oldebroek centre (or the tenant given), made by its admin; the whole key and its id. */
async function aKey(scopes: string[], extra: Record<string, unknown> = {}, tenant = "oldebroek") {
  const response = await t.request("/api/v1/api_keys", {
    method: "POST",
    headers: await as("admin", tenant),
    json: { data: { type: "api_keys", attributes: { name: "Partner", scopes, expires_at: inDays(30), ...extra } } },
  });
  const { data } = await expectDocument(response, 201);
  return { id: Number(data.id), key: data.attributes?.key as string };
}

function withKey(key: string, path: string, init: { method?: string; json?: unknown; tenant?: string } = {}) {
  const { tenant = "oldebroek", ...rest } = init;
  return t.request(path, { ...rest, headers: { host: hostOf(tenant), authorization: `Bearer ${key}`, "accept-language": "en" } });
}

const ACTIVITY_DATES = "/api/v1/activity_dates?filter[from]=2031-03-01&filter[to]=2031-03-31";

const VACANCY = {
  title: "Chauffeur via de partner",
  description: "<p>Rijd op zaterdag pakketten rond.</p>",
  vacancy_type: "volunteering",
  city: "Oldebroek",
  postal_code: "8096ab",
  tags: ["regularly"],
  age_group_ids: [3],
};

describe("a public:read key", () => {
  it("reads the public vacancies and activity dates, with the rate limit's headers, and marks the key used", async () => {
    const { id, key } = await aKey(["public:read"]);
    const response = await withKey(key, "/api/v1/vacancies/search");
    await expectDocument(response, 200);
    expect(response.headers.get("ratelimit-limit")).toBe(String(LIMIT));
    expect(response.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 1));
    expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(Number(response.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);
    await expectDocument(await withKey(key, ACTIVITY_DATES), 200);
    const [row] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(apiKeys).where(eq(apiKeys.id, id)));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("may do nothing else: 403, also with the headers", async () => {
    const { key } = await aKey(["public:read"]);
    const errors = await expectErrors(await withKey(key, "/api/v1/applications"), 403, "forbidden");
    expect(errors[0].detail).toBe("This API key may not do this: it lacks the permission for it.");
    await expectErrors(await withKey(key, "/api/v1/api_keys"), 403, "forbidden");
    await expectErrors(await withKey(key, "/api/v1/vacancies", { method: "POST", json: { data: {} } }), 403, "forbidden");
    const last = await withKey(key, "/api/v1/users");
    await expectErrors(last, 403, "forbidden");
    expect(last.headers.get("ratelimit-remaining")).toBe(String(LIMIT - 4));
  });
});

describe("a vacancies:write key", () => {
  it("writes and lists the vacancies of its centre's organizations", async () => {
    const { key } = await aKey(["vacancies:write"]);
    const foodBank = await organizationId("Voedselbank Oldebroek");
    const created = await expectDocument(
      await withKey(key, "/api/v1/vacancies", {
        method: "POST",
        json: { data: { type: "vacancies", attributes: { ...VACANCY, organization_id: foodBank } } },
      }),
      201,
    );
    expect(created.data.attributes).toMatchObject({ title: "Chauffeur via de partner", status: "draft" });
    const listed = await expectDocument(await withKey(key, "/api/v1/vacancies?page[size]=1000"), 200);
    expect(listed.data.map((resource) => resource.id)).toContain(created.data.id);
    const changed = await withKey(key, `/api/v1/vacancies/${created.data.id}`, {
      method: "PATCH",
      json: { data: { type: "vacancies", attributes: { title: "Chauffeur op zaterdag" } } },
    });
    expect((await expectDocument(changed, 200)).data.attributes?.title).toBe("Chauffeur op zaterdag");
    // Not another tenant's organization.
    const [theirs] = await withTenant(t.db, "roermond", (tx) =>
      tx.select().from(organizations).where(eq(organizations.tenantId, "roermond")).limit(1),
    );
    const refused = await withKey(key, "/api/v1/vacancies", {
      method: "POST",
      json: { data: { type: "vacancies", attributes: { ...VACANCY, organization_id: theirs.id } } },
    });
    await expectErrors(refused, 422, "validation_failed");
  });

  it("does not read applications: 403", async () => {
    const { key } = await aKey(["vacancies:write"]);
    await expectErrors(await withKey(key, "/api/v1/applications"), 403, "forbidden");
  });
});

describe("an applications:read key", () => {
  it("reads only its organization's applications, and writes nothing", async () => {
    // One application at the food bank, one at the school: the key names the food bank.
    const foodBankVacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek");
    const schoolVacancy = await buildOpenVacancy(t.db, "oldebroek", "Basisschool De Regenboog");
    await quickApplication(t, foodBankVacancy.id);
    await quickApplication(t, schoolVacancy.id);
    const all = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ id: applications.id, organizationId: vacancies.organizationId })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(eq(applications.tenantId, "oldebroek")),
    );
    const organization = foodBankVacancy.organizationId;
    const { key } = await aKey(["applications:read"], { organization_id: organization });
    const { data } = await expectDocument(await withKey(key, "/api/v1/applications?page[size]=100"), 200);
    const expected = all.filter((row) => row.organizationId === organization).map((row) => String(row.id));
    expect(data.map((resource) => resource.id).sort()).toEqual(expected.sort());
    expect(all.length).toBeGreaterThan(expected.length);
    await expectErrors(await withKey(key, "/api/v1/vacancies/search"), 403, "forbidden");
    await expectErrors(await withKey(key, "/api/v1/applications", { method: "POST", json: {} }), 403, "forbidden");
  });
});

describe("a key that does not hold", () => {
  it("unknown, revoked, expired or another tenant's: 401 with a JSON:API error", async () => {
    await expectErrors(await withKey("vk_live_nothing", "/api/v1/vacancies/search"), 401, "not_authorized");

    const revoked = await aKey(["public:read"]);
    const revoke = await t.request(`/api/v1/api_keys/${revoked.id}`, { method: "DELETE", headers: await as("admin") });
    expect(revoke.status).toBe(204);
    const errors = await expectErrors(await withKey(revoked.key, "/api/v1/vacancies/search"), 401, "not_authorized");
    expect(errors[0].detail).toBe("This API key is not valid: it is unknown, expired or revoked.");

    const expired = await aKey(["public:read"]);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, expired.id)),
    );
    await expectErrors(await withKey(expired.key, "/api/v1/vacancies/search"), 401, "not_authorized");

    const theirs = await aKey(["public:read"], {}, "roermond");
    await expectDocument(await withKey(theirs.key, "/api/v1/vacancies/search", { tenant: "roermond" }), 200);
    await expectErrors(await withKey(theirs.key, "/api/v1/vacancies/search"), 401, "not_authorized");
  });
});

describe("the rate limit per key", () => {
  it(`answers 429 with Retry-After and RateLimit headers after ${LIMIT} calls a minute; another key is not held`, async () => {
    const { key } = await aKey(["public:read"]);
    for (let call = 1; call <= LIMIT; call += 1) {
      const response = await withKey(key, ACTIVITY_DATES);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-remaining")).toBe(String(LIMIT - call));
    }
    const over = await withKey(key, ACTIVITY_DATES);
    await expectErrors(over, 429, "too_many_requests");
    expect(over.headers.get("ratelimit-limit")).toBe(String(LIMIT));
    expect(over.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(over.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);

    const other = await aKey(["public:read"]);
    expect((await withKey(other.key, ACTIVITY_DATES)).status).toBe(200);
  });
});
