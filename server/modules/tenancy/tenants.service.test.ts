import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publishChange } from "../../db/change-feed";
import { DEMO_TENANT_HOSTS, DEMO_TENANTS } from "../../seed/demo-tenants";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildCenter } from "./tenancy.factory";
import { createCenter } from "./tenancy.service";
import { createTenantRecord, tenantRegistry } from "./tenants.service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const current = (headers: Record<string, string>) => t.request("/api/v1/volunteer_centers/current", { headers });

describe("the tenants in the database (issue 39)", () => {
  it("are the spec's five after the migrations, with the switches and hosts they had in code", async () => {
    const registry = await tenantRegistry(t.db);
    expect(registry.all()).toEqual(Object.values(DEMO_TENANTS).toSorted((a, b) => a.id.localeCompare(b.id)));
    expect(registry.list().map((tenant) => tenant.id)).toEqual(["demo", "meedoen", "oldebroek", "public", "roermond"]);
    for (const entry of DEMO_TENANT_HOSTS) expect(registry.byHost(entry.host), entry.host).toEqual(entry);
  });

  it("a new tenant answers at once on its wildcard host and on its own host, with its switches as flags", async () => {
    // Unknown until it is in the table: no silent fallback for the header.
    await expectErrors(await current({ "x-tenant": "zutphen" }), 400, "unknown_tenant");
    await createTenantRecord(t.db, {
      id: "zutphen",
      name: "Vrijwilligerswerk Zutphen",
      switches: { personToPerson: true, personToPersonWording: "neighbour-help", activities: true },
      hosts: [{ host: "WWW.Vrijwilligerswerkzutphen.nl" }, { host: "warnsveld.example.nl", centerSlug: "warnsveld" }],
    });
    await createCenter(t.db, "zutphen", buildCenter({ slug: "zutphen", name: "Vrijwilligerscentrale Zutphen", isDefault: true }));
    await createCenter(t.db, "zutphen", buildCenter({ slug: "warnsveld", name: "Steunpunt Warnsveld" }));

    for (const headers of [
      { host: "zutphen.localhost:3000" } as Record<string, string>,
      { host: "www.zutphen.volunteerly.nl" },
      { host: "www.vrijwilligerswerkzutphen.nl" },
      { host: "localhost:3000", "x-tenant": "zutphen" },
    ]) {
      const document = await expectDocument(await current(headers), 200);
      expect(document.meta, headers.host).toMatchObject({
        tenant: "zutphen",
        app_context: "gelderland",
        app_name: "Vrijwilligerscentrale Zutphen",
        features: {
          volunteer_profiles: true,
          person_to_person: true,
          person_to_person_wording: "neighbour-help",
          center_sharing: false,
          internationalization: false,
        },
      });
      expect(document.data.attributes, headers.host).toMatchObject({ slug: "zutphen" });
    }
    // Its centre's own host opens that centre.
    const centre = await expectDocument(await current({ host: "warnsveld.example.nl" }), 200);
    expect(centre.meta).toMatchObject({ tenant: "zutphen", app_name: "Steunpunt Warnsveld" });
    expect(centre.data.attributes).toMatchObject({ slug: "warnsveld" });
    // The other tenants are where they were.
    const oldebroek = await expectDocument(await current({ host: "oldebroek.localhost:3000" }), 200);
    expect(oldebroek.meta).toMatchObject({ tenant: "oldebroek" });
  });

  it("an unknown X-Tenant is still a 400, and a host it does not know still goes to the default tenant", async () => {
    await expectErrors(await current({ "x-tenant": "atlantis" }), 400, "unknown_tenant");
    const document = await expectDocument(await current({ host: "atlantis.localhost:3000" }), 200);
    expect(document.meta).toMatchObject({ tenant: "public" });
  });

  it("the switches and the app context drive the flags: a tenant in the meedoen context gets no activities", async () => {
    await createTenantRecord(t.db, {
      id: "achterhoek",
      name: "Meedoen Achterhoek",
      appName: "Meedoen Achterhoek",
      appContext: "meedoen",
      switches: { activities: true, centerSharing: true },
    });
    await createCenter(t.db, "achterhoek", buildCenter({ slug: "achterhoek", name: "Achterhoek", isDefault: true }));
    const document = await expectDocument(await current({ host: "achterhoek.localhost" }), 200);
    expect(document.meta).toMatchObject({
      tenant: "achterhoek",
      app_context: "meedoen",
      app_name: "Meedoen Achterhoek",
      features: {
        volunteer_profiles: false,
        person_to_person: false,
        person_to_person_wording: "one-on-one",
        center_sharing: false,
        internationalization: true,
      },
    });
    const gelderland = await expectDocument(await current({ host: "achterhoek.localhost", "app-context": "gelderland" }), 200);
    expect(gelderland.meta).toMatchObject({
      features: { volunteer_profiles: true, center_sharing: true, internationalization: false },
    });
  });

  it("a suspended tenant is still found, and answers that it is unavailable (issue 39, item 3); the jobs run over the active ones", async () => {
    await createTenantRecord(t.db, { id: "dormant", name: "Slapend", status: "suspended" });
    await createCenter(t.db, "dormant", buildCenter({ slug: "dormant", name: "Slapende centrale", isDefault: true }));
    // Its host is its own (no fallback to the default tenant), and it is unavailable rather than unknown.
    await expectErrors(await current({ host: "dormant.localhost" }), 503, "service_unavailable");
    await expectErrors(await current({ "x-tenant": "dormant" }), 503, "service_unavailable");
    const registry = await tenantRegistry(t.db);
    expect(registry.get("dormant")?.status).toBe("suspended");
    expect(registry.list().map((tenant) => tenant.id)).not.toContain("dormant");
    expect(registry.all().map((tenant) => tenant.id)).toContain("dormant");
  });

  it("a tenant another process wrote is known here once the change feed tells of it", async () => {
    await t.db.execute(sql`
      insert into tenants (id, name, app_context, switches)
      values ('elders', 'Elders', 'gelderland', ${JSON.stringify({ ...DEMO_TENANTS.demo.switches, internationalization: true })}::jsonb)
    `);
    await t.db.execute(sql`insert into tenant_hosts (host, tenant_id) values ('www.elders.example.nl', 'elders')`);
    await createCenter(t.db, "elders", buildCenter({ slug: "elders", name: "Elders", isDefault: true }));
    await expectErrors(await current({ "x-tenant": "elders" }), 400, "unknown_tenant");

    // What the feed does when another process's notification comes in.
    publishChange(t.db, "tenants", "elders");
    const registry = await tenantRegistry(t.db);
    await vi.waitFor(() => expect(registry.get("elders")).toBeDefined());
    const document = await expectDocument(await current({ host: "www.elders.example.nl" }), 200);
    expect(document.meta).toMatchObject({ tenant: "elders", features: { internationalization: true } });
  });

  it("refuses a malformed id, switch or host and writes nothing", async () => {
    await expect(createTenantRecord(t.db, { id: "Niet Goed", name: "x" })).rejects.toThrow();
    await expect(
      createTenantRecord(t.db, { id: "goed", name: "x", switches: { personToPersonWording: "buren" as "one-on-one" } }),
    ).rejects.toThrow();
    await expect(createTenantRecord(t.db, { id: "goed", name: "x", hosts: [{ host: "not a host" }] })).rejects.toThrow();
    expect((await tenantRegistry(t.db)).get("goed")).toBeUndefined();
    const rows = await t.db.execute(sql`select count(*)::int as n from tenants where id = 'goed'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
