import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { uploads } from "../media/media.table";
import { organizations } from "../organizations/organizations.table";
import { initialsOf, seedDemoImages } from "./demo-images.seed";
import { seedDemoVacancies } from "./vacancies.seed";
import { vacancies } from "./vacancies.table";

const logger = pino({ level: "silent" });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoVacancies(t.db, "demo", logger);
});
afterAll(() => t.close());

const rows = () =>
  withTenant(t.db, "demo", async (tx) => ({
    vacancies: await tx.select().from(vacancies).where(eq(vacancies.tenantId, "demo")),
    organizations: await tx.select().from(organizations).where(eq(organizations.tenantId, "demo")),
    uploads: await tx.select().from(uploads).where(eq(uploads.tenantId, "demo")),
  }));

describe("seedDemoImages", () => {
  it("gives every demo vacancy a stock illustration and every organization a logo of its own, stored as uploads", async () => {
    await seedDemoImages(t.db, t.deps.storage, "demo", logger);
    const { vacancies: all, organizations: orgs, uploads: files } = await rows();
    expect(all.length).toBeGreaterThan(10);
    const pathOf = new Map(files.map((f) => [f.id, f.path]));
    for (const vacancy of all) {
      expect(vacancy.imageUploadId, vacancy.title).not.toBeNull();
      expect(pathOf.get(vacancy.imageUploadId as number)).toMatch(/^demo\/stock\/[a-z-]+\.webp$/);
      expect(vacancy.imagePath).toBe(pathOf.get(vacancy.imageUploadId as number));
    }
    // Not one picture for all: the themes pick different ones.
    expect(new Set(all.map((v) => v.imageUploadId)).size).toBeGreaterThan(5);
    for (const organization of orgs) {
      expect(organization.logoUrl, organization.name).toMatch(/^\/uploads\/demo\/\d{4}\/[0-9a-f]{32}\.webp$/);
      const key = (organization.logoUrl as string).slice("/uploads/".length);
      const file = await t.deps.storage.get(key);
      expect(file).not.toBeNull();
      expect(files.some((f) => f.path === key && f.width === 256 && f.height === 256)).toBe(true);
    }
  });

  it("adds nothing the second time", async () => {
    const before = await rows();
    await seedDemoImages(t.db, t.deps.storage, "demo", logger);
    const after = await rows();
    expect(after.uploads.length).toBe(before.uploads.length);
    expect(after.organizations.map((o) => o.logoUrl)).toEqual(before.organizations.map((o) => o.logoUrl));
  });

  it("makes initials of the words that say something", () => {
    expect(initialsOf("Voedselbank Demostad")).toBe("VD");
    expect(initialsOf("Stichting De Zonnebloem")).toBe("Z");
    expect(initialsOf("Basisschool 't Kwetternest")).toBe("BT");
  });
});
