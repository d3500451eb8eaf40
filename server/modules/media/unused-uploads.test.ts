import { existsSync } from "node:fs";
import path from "node:path";
import { eq, inArray, notInArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { DEMO_TENANT_IDS } from "../../seed/demo-tenants";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";
import { pages } from "../pages/pages.table";
import { uploadUrl } from "./media.service";
import { uploads } from "./media.table";
import { registerMediaJobs, UNUSED_UPLOADS_JOB } from "./media-jobs";

const PROFILE = {
  about: "Ik wandel graag met mensen uit de buurt.",
  vacancy_types: ["volunteering"],
  tags: [],
  activity_type_ids: [],
  skills: [],
  availability: ["mon_morning"],
  hours_per_week: 4,
  postal_code: null,
  distance_km: 10,
  languages: ["nl"],
  certificate_of_conduct: false,
  visible: true,
};

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  registerMediaJobs(t.jobs, t.db, t.deps.storage);
});
afterAll(() => t.close());

async function upload(role: Role = "organization_superuser"): Promise<{ id: number; path: string; smallPath: string }> {
  const body = new FormData();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f7d5b" } })
    .png()
    .toBuffer();
  body.append("file", new File([new Uint8Array(png)], "foto.png", { type: "image/png" }));
  const doc = await expectDocument(await t.request("/api/v1/uploads", { method: "POST", headers: await as(role), body }), 201);
  const url = String(doc.data.attributes?.url);
  const key = url.slice("/uploads/".length);
  return { id: Number(doc.data.id), path: key, smallPath: key.replace(/\.webp$/, "-480.webp") };
}

const inOldebroek = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.db, "oldebroek", fn);
const stored = (key: string) => existsSync(path.join(t.uploadsDir, key));
const uploadIds = async () =>
  ((await t.db.execute(sql`select id from uploads order by id`)) as unknown as { rows: { id: number }[] }).rows.map((row) =>
    Number(row.id),
  );

describe("the recurring sweep of unused uploads", () => {
  it("removes an upload nothing has used for a day, row and files, and keeps a fresh one and every used one", async () => {
    const [unused, fresh, vacancyImage, organizationLogo, pageImage] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    const photo = await upload("volunteer");
    const json = (role: Role, method: string, attributes: Record<string, unknown>) =>
      as(role).then((headers) => ({
        method,
        headers: { ...headers, "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: attributes.type, attributes: { ...attributes, type: undefined } } }),
      }));
    const [foodBank] = await inOldebroek((tx) =>
      tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
    );
    const vacancy = {
      type: "vacancies",
      title: "Fotograaf bij de open dag",
      description: "<p>Maak foto's van de open dag.</p>",
      vacancy_type: "volunteering",
      city: "Oldebroek",
      status: "published",
      organization_id: foodBank.id,
      image_upload_id: vacancyImage.id,
    };
    await expectDocument(await t.request("/api/v1/vacancies", await json("organization_superuser", "POST", vacancy)), 201);
    const profile = { type: "volunteer_profiles", ...PROFILE, photo_id: String(photo.id) };
    await expectDocument(await t.request("/api/v1/volunteer_profiles/me", await json("volunteer", "PUT", profile)), 200);
    await inOldebroek(async (tx) => {
      await tx
        .update(organizations)
        .set({ logoUrl: uploadUrl(organizationLogo.path) })
        .where(eq(organizations.id, foodBank.id));
      const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.tenantId, "oldebroek")).limit(1);
      await tx.update(pages).set({ imageUploadId: pageImage.id }).where(eq(pages.id, page.id));
      // Everything but the fresh one came two days ago: the demo's own uploads too, which are all in use.
      await tx
        .update(uploads)
        .set({ createdAt: sql`${uploads.createdAt} - interval '2 days'` })
        .where(notInArray(uploads.id, [fresh.id]));
    });
    for (const tenant of DEMO_TENANT_IDS.filter((id) => id !== "oldebroek")) {
      await withTenant(t.db, tenant, (tx) =>
        tx
          .update(uploads)
          .set({ createdAt: sql`${uploads.createdAt} - interval '2 days'` })
          .where(eq(uploads.tenantId, tenant)),
      );
    }
    const before = await uploadIds();
    expect(stored(unused.path) && stored(unused.smallPath)).toBe(true);

    expect(await t.jobs.runRecurringNow(UNUSED_UPLOADS_JOB)).toBe(true);

    expect(await uploadIds()).toEqual(before.filter((id) => id !== unused.id));
    expect(stored(unused.path) || stored(unused.smallPath)).toBe(false);
    for (const kept of [fresh, vacancyImage, organizationLogo, photo, pageImage]) {
      expect(stored(kept.path) && stored(kept.smallPath)).toBe(true);
    }
    const kept = await inOldebroek((tx) =>
      tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [fresh.id, vacancyImage.id, organizationLogo.id, photo.id, pageImage.id])),
    );
    expect(kept).toHaveLength(5);
  });
});
