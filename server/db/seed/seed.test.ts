import { asc, count } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeShadeSet } from "../../../contract/volunteer-centers";
import { TENANT_IDS } from "../../config/tenants";
import { volunteerCenterProfiles, volunteerCenters } from "../../modules/tenancy/tenancy.table";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { DEMO_CENTERS } from "./demo-centers";
import { seedDemoData } from "./seed";

let database: DatabaseHandle;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, logger);
});
afterAll(() => database?.close());

const hueOf = (color: string | null) => Number(/^oklch\([\d.]+ [\d.]+ ([\d.]+)\)$/.exec(color ?? "")?.[1]);
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe("seedDemoData", () => {
  it("seeding again does not duplicate centres or profiles", async () => {
    const countRows = async () => ({
      centers: (await database.db.select({ n: count() }).from(volunteerCenters))[0].n,
      profiles: (await database.db.select({ n: count() }).from(volunteerCenterProfiles))[0].n,
    });
    const first = await countRows();
    await seedDemoData(database.db, logger);
    await seedDemoData(database.db, logger);
    expect(await countRows()).toEqual(first);
    expect(first.centers).toBe(Object.values(DEMO_CENTERS).flat().length);
  });

  it("gives every tenant its centres, exactly one of them the default", async () => {
    const rows = await database.db.select().from(volunteerCenters).orderBy(asc(volunteerCenters.id));
    for (const tenant of TENANT_IDS) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(own.length, tenant).toBeGreaterThanOrEqual(1);
      expect(
        own.filter((r) => r.isDefault),
        tenant,
      ).toHaveLength(1);
    }
    expect(rows.filter((r) => r.tenantId === "public").map((r) => r.slug)).toEqual(["nijmegen", "heumen", "ede"]);
  });

  it("gives every centre a profile of its own tenant with complete shade sets", async () => {
    const centers = await database.db.select().from(volunteerCenters);
    const profiles = await database.db.select().from(volunteerCenterProfiles);
    for (const center of centers) {
      const profile = profiles.find((p) => p.centerId === center.id);
      expect(profile?.tenantId, center.slug).toBe(center.tenantId);
      expect(completeShadeSet(profile?.primaryColorShades), `${center.slug} primary`).not.toBeNull();
      expect(completeShadeSet(profile?.secondaryColorShades), `${center.slug} secondary`).not.toBeNull();
      expect(completeShadeSet(profile?.mutedColorShades), `${center.slug} muted`).not.toBeNull();
    }
  });

  it("themes each tenant's default centre in a visibly different primary hue", async () => {
    const centers = await database.db.select().from(volunteerCenters);
    const profiles = await database.db.select().from(volunteerCenterProfiles);
    const hues = TENANT_IDS.map((tenant) => {
      const center = centers.find((c) => c.tenantId === tenant && c.isDefault);
      return hueOf(profiles.find((p) => p.centerId === center?.id)?.primaryColor ?? null);
    });
    expect(hues.every(Number.isFinite)).toBe(true);
    for (let i = 0; i < hues.length; i++) {
      for (let j = i + 1; j < hues.length; j++) {
        expect(hueDistance(hues[i], hues[j]), `${TENANT_IDS[i]} vs ${TENANT_IDS[j]}`).toBeGreaterThanOrEqual(30);
      }
    }
  });
});
