import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { hashSecretToken } from "../../security/secret-token";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { organizations } from "../organizations/organizations.table";
import { apiKeys } from "./api-keys.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface Options {
  role?: Role;
  tenant?: string;
  language?: string;
}

async function send(method: string, path: string, attributes?: unknown, options: Options = {}) {
  const { role, tenant = "oldebroek", language = "nl" } = options;
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, "content-type": "application/vnd.api+json", "accept-language": language },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type: "api_keys", attributes } }),
  });
}

const valid = (extra: Record<string, unknown> = {}) => ({
  name: "Gemeente koppeling",
  scopes: ["public:read"],
  expires_at: inDays(90),
  ...extra,
});

async function aKey(attributes: Record<string, unknown> = valid(), options: Options = {}) {
  const { data } = await expectDocument(await send("POST", "/api/v1/api_keys", attributes, { role: "admin", ...options }), 201);
  return data;
}

const keyRows = (tenant: "oldebroek" | "roermond" = "oldebroek") =>
  withTenant(t.db, tenant, (tx) => tx.select().from(apiKeys).where(eq(apiKeys.tenantId, tenant)));

describe("api keys: create, list, revoke", () => {
  it("a centre admin makes a key: 201, the whole key once, its hash stored and never the key", async () => {
    const created = await aKey(valid({ name: "  Website gemeente  " }));
    const attributes = created.attributes ?? {};
    const key = attributes.key as string;
    expect(key).toMatch(/^vk_live_[A-Za-z0-9_-]{43}$/);
    expect(attributes).toMatchObject({
      name: "Website gemeente",
      prefix: key.slice(0, 16),
      scopes: ["public:read"],
      organization_id: null,
      status: "active",
      last_used_at: null,
      revoked_at: null,
    });
    expect(attributes).not.toHaveProperty("secret_hash");

    const [row] = (await keyRows()).filter((r) => r.id === Number(created.id));
    expect(row.secretHash).toBe(hashSecretToken(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const { data } = await expectDocument(await send("GET", "/api/v1/api_keys", undefined, { role: "admin" }), 200);
    const listed = data.find((resource) => resource.id === created.id);
    expect(listed?.attributes).toMatchObject({ name: "Website gemeente", prefix: key.slice(0, 16), status: "active" });
    expect(listed?.attributes).not.toHaveProperty("key");
    expect(JSON.stringify(data)).not.toContain(key);
    expect(JSON.stringify(data)).not.toContain(row.secretHash);
  });

  it("lists the centre's keys newest first, and a revoked key stays listed as revoked", async () => {
    const first = await aKey(valid({ name: "Eerste" }));
    const second = await aKey(valid({ name: "Tweede" }), { role: "center_superuser" });
    const ids = async () =>
      (await expectDocument(await send("GET", "/api/v1/api_keys", undefined, { role: "center_superuser" }), 200)).data.map(
        (resource) => resource.id,
      );
    const listed = await ids();
    expect(listed.indexOf(second.id)).toBeLessThan(listed.indexOf(first.id));

    const revoked = await send("DELETE", `/api/v1/api_keys/${first.id}`, undefined, { role: "admin" });
    expect(revoked.status).toBe(204);
    const { data } = await expectDocument(await send("GET", "/api/v1/api_keys", undefined, { role: "admin" }), 200);
    const row = data.find((resource) => resource.id === first.id);
    expect(row?.attributes).toMatchObject({ status: "revoked" });
    expect(row?.attributes?.revoked_at).toEqual(expect.any(String));
    // Revoking again changes nothing.
    expect((await send("DELETE", `/api/v1/api_keys/${first.id}`, undefined, { role: "admin" })).status).toBe(204);
  });

  it("records making and revoking a key in the audit log", async () => {
    const created = await aKey(valid({ name: "Gelogd" }));
    await send("DELETE", `/api/v1/api_keys/${created.id}`, undefined, { role: "admin" });
    const events = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectType, "api_key"), eq(auditEvents.subjectId, Number(created.id)))),
    );
    expect(events.map((event) => event.action).sort()).toEqual(["api_key.created", "api_key.revoked"]);
    // The activity panel tells them in words, with the key's name.
    const { data } = await expectDocument(
      await send("GET", "/api/v1/activities", undefined, { role: "admin", language: "en" }),
      200,
    );
    const messages = data.map((resource) => resource.attributes?.message);
    expect(messages).toContainEqual(expect.stringMatching(/ made the API key ‘Gelogd’$/));
    expect(messages).toContainEqual(expect.stringMatching(/ revoked the API key ‘Gelogd’$/));
  });

  it("an applications:read key names an organization of the centre", async () => {
    const [organization] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
    );
    const created = await aKey(valid({ scopes: ["applications:read"], organization_id: String(organization.id) }));
    expect(created.attributes).toMatchObject({ scopes: ["applications:read"], organization_id: organization.id });
  });
});

describe("api keys: who may", () => {
  it("refuses visitors (401) and everyone but the centre's admins (403), before reading the body", async () => {
    const before = (await keyRows()).length;
    await expectErrors(await send("GET", "/api/v1/api_keys"), 401, "not_authorized");
    await expectErrors(await send("POST", "/api/v1/api_keys", { nonsense: true }), 401, "not_authorized");
    await expectErrors(await send("DELETE", "/api/v1/api_keys/1"), 401, "not_authorized");
    for (const role of ["volunteer", "organization_superuser", "content_manager", "page_manager"] as const) {
      await expectErrors(await send("GET", "/api/v1/api_keys", undefined, { role }), 403, "forbidden");
      await expectErrors(await send("POST", "/api/v1/api_keys", { nonsense: true }, { role }), 403, "forbidden");
      await expectErrors(await send("POST", "/api/v1/api_keys", valid(), { role }), 403, "forbidden");
      await expectErrors(await send("DELETE", "/api/v1/api_keys/1", undefined, { role }), 403, "forbidden");
    }
    expect((await keyRows()).length).toBe(before);
  });

  it("refuses the superuser of another centre of the same tenant: 403", async () => {
    const session = await as("center_superuser", "public");
    const response = await t.request("/api/v1/api_keys", { headers: { ...session, host: "heumen.localhost:3000" } });
    await expectErrors(response, 403, "forbidden");
    expect((await t.request("/api/v1/api_keys", { headers: session })).status).toBe(200);
  });

  it("never shows or revokes another tenant's key: 404", async () => {
    const theirs = await aKey(valid({ name: "Roermond" }), { tenant: "roermond" });
    const { data } = await expectDocument(await send("GET", "/api/v1/api_keys", undefined, { role: "admin" }), 200);
    expect(data.map((resource) => resource.id)).not.toContain(theirs.id);
    await expectErrors(await send("DELETE", `/api/v1/api_keys/${theirs.id}`, undefined, { role: "admin" }), 404, "not_found");
    const [row] = (await keyRows("roermond")).filter((r) => r.id === Number(theirs.id));
    expect(row.revokedAt).toBeNull();
    await expectErrors(await send("DELETE", "/api/v1/api_keys/abc", undefined, { role: "admin" }), 404, "not_found");
  });
});

describe("api keys: bad input", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["no name", valid({ name: " " }), "/data/attributes/name", "Dit veld is verplicht"],
    ["a long name", valid({ name: "x".repeat(101) }), "/data/attributes/name", "100"],
    ["no scopes", valid({ scopes: [] }), "/data/attributes/scopes", ""],
    ["an unknown scope", valid({ scopes: ["admin:all"] }), "/data/attributes/scopes/0", ""],
    ["a past expiry", valid({ expires_at: inDays(-1) }), "/data/attributes/expires_at", "toekomst"],
    ["an expiry too far", valid({ expires_at: inDays(400) }), "/data/attributes/expires_at", "jaar"],
    ["no expiry", { name: "x", scopes: ["public:read"] }, "/data/attributes/expires_at", "verplicht"],
    [
      "applications without organization",
      valid({ scopes: ["applications:read"] }),
      "/data/attributes/organization_id",
      "organisatie",
    ],
    ["an organization without applications", valid({ organization_id: 1 }), "/data/attributes/organization_id", "organisatie"],
  ];
  for (const [name, attributes, pointer, text] of cases) {
    it(`${name}: 422 on ${pointer}, nothing made`, async () => {
      const before = (await keyRows()).length;
      const errors = await expectErrors(
        await send("POST", "/api/v1/api_keys", attributes, { role: "admin" }),
        422,
        "validation_failed",
      );
      const error = errors.find((e) => e.source?.pointer === pointer);
      expect(error, JSON.stringify(errors)).toBeDefined();
      expect(error?.detail).toContain(text);
      expect((await keyRows()).length).toBe(before);
    });
  }

  it("an organization of another tenant is refused on organization_id, in English when asked", async () => {
    const [theirs] = await withTenant(t.db, "roermond", (tx) =>
      tx.select().from(organizations).where(eq(organizations.tenantId, "roermond")).limit(1),
    );
    const before = (await keyRows()).length;
    const errors = await expectErrors(
      await send("POST", "/api/v1/api_keys", valid({ scopes: ["applications:read"], organization_id: theirs.id }), {
        role: "admin",
        language: "en",
      }),
      422,
      "validation_failed",
    );
    expect(errors[0]).toMatchObject({
      source: { pointer: "/data/attributes/organization_id" },
      detail: "Choose an organisation of this centre.",
    });
    expect((await keyRows()).length).toBe(before);
  });
});
