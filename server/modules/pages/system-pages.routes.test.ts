import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_CONTENT_PAGES } from "../../../contract/system-content-pages";
import { withTenant } from "../../db/client";
import { DEMO_TENANT_IDS } from "../../seed/demo-tenants";
import { seedEverySitesSystemPages } from "../../seed/seed";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listCenters } from "../tenancy/tenancy.service";
import { listPages, type Scope } from "./pages.service";
import { pages } from "./pages.table";
import { tenantsLackingSystemPages } from "./system-pages.seed";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
const SLUGS = Object.values(SYSTEM_CONTENT_PAGES);

async function asManager(method: string, path: string, attributes?: unknown, language = "nl") {
  const auth = await as("page_manager");
  return t.request(path, {
    method,
    headers: { ...auth, ...JSON_API, "accept-language": language },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type: "pages", attributes } }),
  });
}

const systemPagesOf = (scope: Scope, publishedOnly: boolean) =>
  listPages(t.db, scope, { slugs: SLUGS, publishedOnly }, { sort: "title", featuredFirst: false }, { number: 1, size: 10 });

const publishedBySlug = async (slug: string, tenant = "oldebroek") =>
  (await expectDocument(await t.request(`/api/v1/pages?filter[slug]=${slug}`, { headers: { host: hostOf(tenant) } }), 200))
    .data[0];

describe("the pages every site has (accessibility statement, privacy and your data)", () => {
  it("are published for every centre of every seeded tenant, each with its generated block", async () => {
    for (const tenant of DEMO_TENANT_IDS) {
      for (const center of await listCenters(t.db, tenant)) {
        const { rows } = await systemPagesOf({ tenant, centerId: center.id }, true);
        expect(rows.map((row) => row.slug).sort(), `${tenant}: ${center.name}`).toEqual([...SLUGS].sort());
      }
    }
    const statement = await publishedBySlug("toegankelijkheid");
    expect(statement.attributes).toMatchObject({ title: "Toegankelijkheid", system_page: "accessibility", is_published: true });
    const blocks = (statement.attributes?.blocks ?? []) as { type: string; html?: string }[];
    expect(blocks.map((block) => block.type)).toEqual(["Markdown", "AccessibilityFigures"]);
    // The model statement's parts, with the centre's name.
    expect(blocks[0].html).toContain("Vrijwilligerscentrale Oldebroek wil dat iedereen deze website kan gebruiken");
    for (const part of ["Nalevingsstatus", "Hoe we het controleren", "Bekende beperkingen", "opgesteld op"])
      expect(blocks[0].html).toContain(part);
    const privacy = await publishedBySlug("privacy-en-je-gegevens", "roermond");
    expect(privacy.attributes).toMatchObject({ title: "Privacy en je gegevens", system_page: "privacy" });
    expect(((privacy.attributes?.blocks ?? []) as { type: string }[]).map((block) => block.type)).toContain("RetentionPeriods");
  });

  it("are in English too where the centre publishes English", async () => {
    const english = await expectDocument(
      await t.request("/api/v1/pages?filter[slug]=privacy-en-je-gegevens", {
        headers: { host: hostOf("public"), "accept-language": "en" },
      }),
      200,
    );
    expect(english.data[0].attributes).toMatchObject({ title: "Privacy and your data", content_language: "en" });
  });

  it("can be edited, but not deleted, unpublished or moved: a translated 422, and the page stays as it was", async () => {
    const statement = await publishedBySlug("toegankelijkheid");
    const id = statement.id;
    const edited = await expectDocument(
      await asManager("PATCH", `/api/v1/pages/${id}`, { title: "Toegankelijkheidsverklaring" }),
      200,
    );
    expect(edited.data.attributes?.title).toBe("Toegankelijkheidsverklaring");

    const deleted = await expectErrors(await asManager("DELETE", `/api/v1/pages/${id}`), 422, "validation_failed");
    expect(deleted.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes", "Deze pagina heeft elke site: je kunt hem aanpassen, maar niet verwijderen."],
    ]);
    const unpublished = await expectErrors(
      await asManager("POST", `/api/v1/pages/${id}/unpublish`, undefined, "en"),
      422,
      "validation_failed",
    );
    expect(unpublished[0].detail).toBe(
      "Every site has this page: it stays published, so the link at the bottom of every page works.",
    );
    const moved = await expectErrors(
      await asManager("PATCH", `/api/v1/pages/${id}`, { slug: "verklaring", title: "Weg" }),
      422,
      "validation_failed",
    );
    expect(moved.map((e) => e.source?.pointer)).toEqual(["/data/attributes/slug"]);

    const still = await publishedBySlug("toegankelijkheid");
    expect(still.id).toBe(id);
    expect(still.attributes?.is_published).toBe(true);
    const draft = await expectDocument(await asManager("GET", `/api/v1/pages/${id}`), 200);
    expect(draft.data.attributes).toMatchObject({ title: "Toegankelijkheidsverklaring", slug: "toegankelijkheid" });
  });

  it("a visitor is refused before anything: 401, and another tenant's page is unknown (404)", async () => {
    const statement = await publishedBySlug("toegankelijkheid", "roermond");
    const visitor = await t.request(`/api/v1/pages/${statement.id}`, { method: "DELETE", headers: { host: hostOf("roermond") } });
    await expectErrors(visitor, 401, "not_authorized");
    // Oldebroek's page manager does not reach Roermond's page.
    await expectErrors(await asManager("DELETE", `/api/v1/pages/${statement.id}`), 404, "not_found");
  });

  it("a site made before them gets them at the next start, once", async () => {
    const [center] = await listCenters(t.db, "meedoen");
    const scope = { tenant: "meedoen" as const, centerId: center.id };
    const { rows } = await systemPagesOf(scope, false);
    // As if the site were older than the pages: gone straight from the table, as no editor can.
    const ids = rows.map((row) => row.id);
    await withTenant(t.db, "meedoen", (tx) => tx.delete(pages).where(inArray(pages.id, ids)));
    const logged: unknown[] = [];
    const logger = { info: (fields: unknown) => logged.push(fields) } as unknown as Logger;
    // One query over every tenant finds the one to seed: a start does no work per tenant (issue 39).
    expect(await tenantsLackingSystemPages(t.db)).toEqual(["meedoen"]);
    await seedEverySitesSystemPages(t.db, logger);
    expect(await tenantsLackingSystemPages(t.db)).toEqual([]);
    await seedEverySitesSystemPages(t.db, logger);
    expect(logged).toEqual([{ created: 2 }]);
    const again = await systemPagesOf(scope, true);
    expect(again.rows.map((row) => row.slug).sort()).toEqual([...SLUGS].sort());
  });
});
