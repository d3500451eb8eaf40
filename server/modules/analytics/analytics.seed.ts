import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { answerTimeBucket } from "../../../contract/analytics";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { createRandom } from "../../random/prng";
import { organizations } from "../organizations/organizations.table";
import { vacancySearchLog } from "../vacancy-bank/search-log.table";
import { analyticsDaily } from "./analytics.table";

const DAY_MS = 24 * 3600 * 1000;
const WEEKS = 52;
const WORDS = ["koken", "tuin", "taal", "vervoer", "ouderen", "kinderen", "sport", "administratie", "dieren", "muziek"];
const NOTHING = ["paardrijden", "duiken", "zweefvliegen", "imker"];
type Row = typeof analyticsDaily.$inferInsert;

/**
 * Twelve months of made-up history before today, per organization a week at a time, so the analytics screens have
 * figures: organization rows only (0 for sign-ups), whose centre rows and months analytics_rebuild_rollups() makes.
 */
export function demoAnalyticsHistory(tenant: TenantId, orgs: { id: number; centerId: number }[], centerIds: number[], now: Date) {
  const random = createRandom(tenant.length * 7919 + 365);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: Row[] = [];
  const terms: (typeof vacancySearchLog.$inferInsert)[] = [];
  const dayOf = (week: number) => new Date(today - (week * 7 + random.int(1, 6)) * DAY_MS).toISOString().slice(0, 10);
  const add = (row: Omit<Row, "tenantId">) => row.value && rows.push({ tenantId: tenant, ...row });
  for (let week = 1; week <= WEEKS; week++) {
    // Busier towards now, so the trend grows.
    const growth = 1 + (WEEKS - week) / WEEKS;
    for (const org of orgs) {
      const day = dayOf(week);
      const base = { day, centerId: org.centerId, organizationId: org.id };
      const applications = Math.round(random.int(0, 4) * growth);
      const accepted = random.int(0, applications);
      const rejected = random.int(0, applications - accepted);
      add({ ...base, metric: "applications", value: applications });
      add({ ...base, metric: "applications_accepted", value: accepted });
      add({ ...base, metric: "applications_rejected", value: rejected });
      for (let i = 0; i < accepted + rejected; i++)
        rows.push({
          tenantId: tenant,
          ...base,
          metric: "first_answers",
          bucket: answerTimeBucket(random.pick([2, 5, 20, 30, 52, 80, 150, 200, 400])),
          value: 1,
        });
      add({ ...base, metric: "vacancies_published", value: random.int(0, 2) });
      add({ ...base, metric: "vacancies_filled", value: random.chance(0.3) ? 1 : 0 });
      add({ ...base, metric: "vacancies_expired", value: random.chance(0.2) ? 1 : 0 });
      const replies = random.chance(0.3) ? random.int(1, 2) : 0;
      add({ ...base, metric: "pool_replies", value: replies });
      add({ ...base, metric: "pool_replies_answered", value: random.int(0, replies) });
    }
    for (const centerId of centerIds) {
      const day = dayOf(week);
      add({ day, centerId, organizationId: 0, metric: "volunteers", value: Math.round(random.int(1, 6) * growth) });
      add({ day, centerId, organizationId: 0, metric: "organizations", value: random.chance(0.4) ? 1 : 0 });
      for (const term of random.some(WORDS, 4))
        terms.push({ tenantId: tenant, day, centerId, term, searches: random.int(1, 12), zeroResults: 0 });
      const nothing = random.pick(NOTHING);
      if (random.chance(0.5)) terms.push({ tenantId: tenant, day, centerId, term: nothing, searches: 1, zeroResults: 1 });
    }
  }
  return { rows: mergeRows(rows), terms: mergeTerms(terms) };
}

// Made-up rows may meet on one key (two answers in one bucket): one row each, values added.
function mergeRows(rows: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const key = [row.day, row.centerId, row.organizationId, row.metric, row.bucket ?? 0].join("|");
    const found = byKey.get(key);
    if (found) found.value = (found.value ?? 0) + (row.value ?? 0);
    else byKey.set(key, { ...row });
  }
  return [...byKey.values()];
}

function mergeTerms(terms: (typeof vacancySearchLog.$inferInsert)[]) {
  const byKey = new Map<string, (typeof terms)[number]>();
  for (const term of terms) {
    const key = [term.day, term.centerId, term.term].join("|");
    const found = byKey.get(key);
    if (found) {
      found.searches = (found.searches ?? 0) + (term.searches ?? 0);
      found.zeroResults = (found.zeroResults ?? 0) + (term.zeroResults ?? 0);
    } else byKey.set(key, { ...term });
  }
  return [...byKey.values()];
}

/** The demo history of a tenant whose bank has logged no search yet (a first start); once. */
export async function seedDemoAnalytics(db: Database, tenant: TenantId, logger: Logger, now = new Date()) {
  await withTenant(db, tenant, async (tx) => {
    const [logged] = await tx
      .select({ day: vacancySearchLog.day })
      .from(vacancySearchLog)
      .where(eq(vacancySearchLog.tenantId, tenant))
      .limit(1);
    if (logged) return;
    const orgs = await tx
      .select({ id: organizations.id, centerId: organizations.centerId })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.status, "approved")))
      .orderBy(organizations.id)
      .limit(12);
    const centerIds = [...new Set(orgs.map((org) => org.centerId))];
    const { rows, terms } = demoAnalyticsHistory(tenant, orgs, centerIds, now);
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(analyticsDaily)
        .values(rows.slice(i, i + 1000))
        // The seeded applications' own days are counted already: history adds to them.
        .onConflictDoUpdate({
          target: [
            analyticsDaily.tenantId,
            analyticsDaily.day,
            analyticsDaily.centerId,
            analyticsDaily.organizationId,
            analyticsDaily.metric,
            analyticsDaily.bucket,
          ],
          set: { value: sql`${analyticsDaily.value} + excluded.value` },
        });
    // The history is organization rows: its centre rows and months follow from them, as on an upgrade.
    await tx.execute(sql`select analytics_rebuild_rollups(${tenant})`);
    for (let i = 0; i < terms.length; i += 1000) await tx.insert(vacancySearchLog).values(terms.slice(i, i + 1000));
    logger.info({ tenant, rows: rows.length, terms: terms.length }, "seeded analytics history");
  });
}
