import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, type Session, signInOperator } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { formSubmissions, forms } from "../forms/forms.table";
import { uploads } from "../media/media.table";
import { menuItems } from "../menus/menus.table";
import { pages } from "../pages/pages.table";
import { pagesChanged } from "../pages/pages-version.service";
import { tenants } from "../tenancy/tenants.table";

let t: TestApp;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
});
afterAll(async () => {
  await t?.close();
});

const platform = (path: string, init: Parameters<TestApp["request"]>[1] = {}) =>
  t.request(`/api/v1/platform${path}`, { ...init, headers: { ...operator, ...init.headers } });

const newTenant = (id: string, template?: string) => ({
  data: {
    type: "platform_tenants",
    attributes: {
      id,
      name: `Vrijwilligerswerk ${id}`,
      center: { name: `Centrale ${id}`, slug: id },
      admin: { email: `beheer@${id}.example`, first_name: "Bea", last_name: "Heer" },
      // Oldebroek's: the menus show what the switches let through.
      switches: { person_to_person: true, person_to_person_wording: "neighbour-help", activities: true },
      ...(template === undefined ? {} : { template }),
    },
  },
});

const home = async (tenant: string) =>
  (await expectDocument(await t.request("/api/v1/pages/home", { headers: { host: hostOf(tenant) } }), 200)).data.attributes as {
    title: string;
    blocks: unknown[];
  };

const visibleMenu = async (tenant: string) =>
  expectDocument(await t.request("/api/v1/menu_items?filter[visible]=true", { headers: { host: hostOf(tenant) } }), 200);

const menuNames = async (tenant: string) => (await visibleMenu(tenant)).data.map((item) => String(item.attributes?.name)).sort();

const rowCounts = async () =>
  (
    (await t.db.execute(sql`select (select count(*) from tenants) as tenants, (select count(*) from users) as users,
      (select count(*) from pages) as pages, (select count(*) from uploads) as uploads, (select count(*) from forms) as forms,
      (select count(*) from menu_items) as menu_items`)) as unknown as { rows: Record<string, unknown>[] }
  ).rows[0];

describe("a starter site copied from a template tenant (issue 39)", () => {
  it("copies the template's pages, menus, mail texts, forms and images, not its people; the copy is the new tenant's own", async () => {
    // The template's own words, so the copy cannot be the demo starter's.
    await t.db
      .update(pages)
      .set({ published: sql`jsonb_set(published, '{title}', '"Welkom bij de mal"')` })
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.isHome, true)));
    const [shown] = (await visibleMenu("oldebroek")).data;
    await t.db
      .update(menuItems)
      .set({ name: "Mal-menu" })
      .where(eq(menuItems.id, Number(shown.id)));
    await t.db
      .update(notificationTemplates)
      .set({ translations: { nl: { subject: "Mal-onderwerp", body: "Tekst uit de mal." } } })
      .where(eq(notificationTemplates.tenantId, "oldebroek"));
    // Written past the modules: their caches are told, as a module's own change tells them.
    pagesChanged(t.db, "oldebroek");
    const templateMenu = await menuNames("oldebroek");
    expect(templateMenu).toContain("Mal-menu");

    const created = await expectDocument(
      await platform("/tenants", { method: "POST", json: newTenant("epe", "oldebroek") }),
      201,
    );
    // Its people are its own: only the first admin, no organizations, vacancies or applications.
    expect(created.data.attributes?.counts).toEqual({ users: 1, organizations: 0, vacancies: 0, applications_last30_days: 0 });

    const copy = await home("epe");
    expect(copy.title).toBe("Welkom bij de mal");
    expect(copy.blocks).toEqual((await home("oldebroek")).blocks.map(() => expect.anything()));
    expect(await menuNames("epe")).toEqual(templateMenu);
    const [mail] = await t.db.select().from(notificationTemplates).where(eq(notificationTemplates.tenantId, "epe"));
    expect(mail.translations).toEqual({ nl: { subject: "Mal-onderwerp", body: "Tekst uit de mal." } });
    // Its forms without their answers.
    const copiedForms = await t.db.select().from(forms).where(eq(forms.tenantId, "epe"));
    expect(copiedForms.length).toBeGreaterThan(0);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, "epe"))).toEqual([]);

    // A block's image is a copy of the template's, under the new tenant's folder, and is served.
    const [withImage] = await t.db
      .select({ published: pages.published })
      .from(pages)
      .where(and(eq(pages.tenantId, "epe"), sql`${pages.published}::text like '%"upload":%'`));
    const image = /"upload":(\d+)/.exec(JSON.stringify(withImage?.published))?.[1];
    expect(image).toBeDefined();
    const [upload] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(image)));
    expect(upload.tenantId).toBe("epe");
    expect(upload.path.startsWith("epe/")).toBe(true);
    const served = await t.request(`/uploads/${upload.path}`, { headers: { host: hostOf("epe") } });
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(upload.bytes);

    // Changing the copy leaves the template as it was.
    await t.db
      .update(pages)
      .set({ published: sql`jsonb_set(published, '{title}', '"Welkom in Epe"')` })
      .where(and(eq(pages.tenantId, "epe"), eq(pages.isHome, true)));
    pagesChanged(t.db, "epe");
    expect((await home("epe")).title).toBe("Welkom in Epe");
    expect((await home("oldebroek")).title).toBe("Welkom bij de mal");
  });

  it("refuses a template that is no tenant or an erased one (422 on template), writing nothing", async () => {
    await expectDocument(await platform("/tenants", { method: "POST", json: newTenant("leeg") }), 201);
    await t.db.update(tenants).set({ erasedAt: new Date() }).where(eq(tenants.id, "leeg"));
    const before = await rowCounts();
    for (const template of ["nergens", "leeg", "Niet Goed"]) {
      const errors = await expectErrors(
        await platform("/tenants", { method: "POST", json: newTenant("heerde", template) }),
        422,
        "validation_failed",
      );
      expect(errors.map((error) => error.source?.pointer)).toEqual(["/data/attributes/template"]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("leaves nothing when the copy fails half-way: no rows, no files", async () => {
    // The second image cannot be written: a half-written file of the same name is in the way.
    const [, second] = await t.db.select().from(uploads).where(eq(uploads.tenantId, "oldebroek")).orderBy(uploads.id);
    const blocked = path.join(t.uploadsDir, `kapot/${second.path.replace(/^[^/]+\//, "")}.${process.pid}.partial`);
    mkdirSync(path.dirname(blocked), { recursive: true });
    writeFileSync(blocked, "");
    const before = await rowCounts();
    const answer = await platform("/tenants", { method: "POST", json: newTenant("kapot", "oldebroek") });
    expect(answer.status).toBe(500);
    expect(await rowCounts()).toEqual(before);
    const left = readdirSync(path.join(t.uploadsDir, "kapot"), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(left.map((entry) => entry.name)).toEqual([path.basename(blocked)]);
  });
});
