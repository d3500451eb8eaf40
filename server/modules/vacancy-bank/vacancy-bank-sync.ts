import { type SQL, sql } from "drizzle-orm";
import { SEARCH_BOOLEAN_FIELDS } from "../../../contract/vacancy-search";
import { gaugeMemory } from "../../config/memory-gauges";
import type { TenantId } from "../../config/tenants";
import { onChange } from "../../db/change-feed";
import { type Database, type Transaction, withPublicRead } from "../../db/client";
import { TenantStateCache } from "../../db/tenant-state";
import { type BankDocument, BankIndex } from "./vacancy-bank-index";

/**
 * Keeps each tenant's bank index (vacancy-bank-index.ts) in step with PostgreSQL. The first search of a tenant
 * loads its published vacancies (none ahead of it; an idle tenant's index is dropped and loads again when asked); after that a search looks for changes at most once a second (rows whose
 * updated_at is recent or whose id is new, and changed organizations), in the background, so another process's write
 * shows within about a second. A write in this process marks the tenant changed: the next search waits for the sync,
 * so a writer always finds what it wrote.
 */

const SYNC_INTERVAL_MS = 1000;
/** Rows are looked at again for this long after their updated_at, for transactions that committed late. */
const OVERLAP_MS = 60_000;
const LOAD_BATCH = 5000;

interface TenantBank {
  index: BankIndex;
  /** Database clock (ms) at the start of the last sync, and the highest ids seen then. */
  syncedAt: number;
  maxVacancyId: number;
  maxOrganizationId: number;
  checkedAt: number;
  changed: boolean;
  pending: Promise<void> | null;
  /** Whether the pending sync is the one that takes in a write (searches wait for it, not for a routine check). */
  pendingTakesWrite: boolean;
  rebuilding: boolean;
}

// Loaded on a tenant's first search, dropped when idle or least recently used (db/tenant-state.ts).
const banks = new WeakMap<Database, TenantStateCache<Promise<TenantBank>>>();
// Weakly, for the memory report only: a dropped index goes when it is collected.
const loadedIndexes = new Set<WeakRef<BankIndex>>();
gaugeMemory("bankIndexTypedArrays", () => {
  let bytes = 0;
  for (const ref of loadedIndexes) {
    const index = ref.deref();
    if (index) bytes += index.typedArrayBytes();
    else loadedIndexes.delete(ref);
  }
  return bytes;
});

/** The tenant's index, as fresh as the rules above make it. */
export async function bankIndexFor(db: Database, tenant: TenantId): Promise<BankIndex> {
  const tenants = banks.get(db) ?? new TenantStateCache<Promise<TenantBank>>();
  banks.set(db, tenants);
  let loading = tenants.get(tenant);
  if (!loading) {
    const started = load(db, tenant);
    loading = started;
    tenants.set(tenant, started);
    started.catch(() => {
      if (tenants.peek(tenant) === started) tenants.delete(tenant);
    });
  }
  const bank = await loading;
  // A loop: a sync already under way may have started before the write it must now show. A search beside the one that
  // started the write's sync waits for it too.
  while (bank.changed || (bank.pending && bank.pendingTakesWrite)) await sync(db, tenant, bank);
  if (Date.now() - bank.checkedAt > SYNC_INTERVAL_MS) void sync(db, tenant, bank).catch(() => {});
  return bank.index;
}

/** The tenants whose index this process holds, least recently used first. */
export const bankIndexesHeld = (db: Database): string[] => banks.get(db)?.tenants() ?? [];

/** Counts the tenant's writes in this process, so that what is built from its searches (a page) can tell it is old. */
const versions = new WeakMap<Database, Map<string, number>>();

/** A write here or in another process: the page cache's version moves on and the next search syncs first. */
function takeInChange(db: Database, tenant?: string) {
  const counts = versions.get(db) ?? new Map<string, number>();
  versions.set(db, counts);
  const tenants = tenant ? [tenant] : [...new Set([...counts.keys(), ...(banks.get(db)?.tenants() ?? [])])];
  for (const name of tenants) {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    void banks
      .get(db)
      ?.peek(name)
      ?.then(
        (bank) => {
          bank.changed = true;
        },
        () => {},
      );
  }
}
onChange("vacancies", takeInChange);

/** Changes with every write of the tenant in this process. */
export const bankVersion = (db: Database, tenant: TenantId) => versions.get(db)?.get(tenant) ?? 0;

const DOCUMENT_COLUMNS = sql`id, center_id, organization_id,
  (extract(epoch from published_at) * 1000)::float8 as published_ms,
  (extract(epoch from expires_at) * 1000)::float8 as expires_ms,
  latitude, longitude, vacancy_type, help_kind, tags, themes, age_group_ids,
  expenses_reimbursed, vog_required, wheelchair_accessible, from_home, remote,
  hours_per_week::float8 as hours_per_week, minimum_age, language_level,
  (extract(epoch from updated_at) * 1000)::float8 as updated_ms, coalesce(search_vector::text, '') as search_vector,
  (select json_agg(json_build_array((extract(epoch from d.starts_at) * 1000)::float8,
      (extract(epoch from coalesce(d.ends_at, d.starts_at)) * 1000)::float8))
    from vacancy_dates d where d.vacancy_id = vacancies.id) as dates`;

type Row = Record<string, unknown>;

function toDocument(row: Row): BankDocument {
  return {
    id: row.id as number,
    centerId: row.center_id as number,
    organizationId: row.organization_id as number,
    publishedAt: (row.published_ms as number | null) ?? 0,
    expiresAt: (row.expires_ms as number | null) ?? Number.POSITIVE_INFINITY,
    latitude: row.latitude as number | null,
    longitude: row.longitude as number | null,
    vacancyType: row.vacancy_type as string,
    helpKind: row.help_kind as string | null,
    tags: (row.tags as string[] | null) ?? [],
    themes: (row.themes as string[] | null) ?? [],
    ageGroupIds: (row.age_group_ids as number[] | null) ?? [],
    booleans: Object.fromEntries(SEARCH_BOOLEAN_FIELDS.map((f) => [f, Boolean(row[f])])) as BankDocument["booleans"],
    hoursPerWeek: row.hours_per_week as number | null,
    minimumAge: row.minimum_age as number | null,
    languageLevel: row.language_level as string,
    updatedAt: row.updated_ms as number,
    searchVector: row.search_vector as string,
    dates: ((typeof row.dates === "string" ? JSON.parse(row.dates) : row.dates) as [number, number][] | null) ?? [],
  };
}

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The database's clock in milliseconds: "changed since" must not depend on this machine's clock. */
async function databaseClock(tx: Transaction): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms`));
  return row.now_ms as number;
}

/** Takes in organizations' status and type; answers the highest id among them. */
function takeOrganizations(index: BankIndex, rows: Row[], maxId: number): number {
  for (const row of rows) index.setOrganization(row.id as number, row.status === "approved", row.type as string | null);
  return rows.reduce((max, row) => Math.max(max, row.id as number), maxId);
}

async function load(db: Database, tenant: TenantId): Promise<TenantBank> {
  const index = new BankIndex();
  loadedIndexes.add(new WeakRef(index));
  return withPublicRead(db, async (tx) => {
    const syncedAt = await databaseClock(tx);
    const organizations = rowsOf(await tx.execute(sql`select id, status, type from organizations where tenant_id = ${tenant}`));
    const maxOrganizationId = takeOrganizations(index, organizations, 0);
    index.startBulkLoad();
    let maxVacancyId = 0;
    for (;;) {
      const rows = rowsOf(
        await tx.execute(sql`select ${DOCUMENT_COLUMNS} from vacancies
          where tenant_id = ${tenant} and status = 'published' and id > ${maxVacancyId} order by id limit ${LOAD_BATCH}`),
      );
      for (const row of rows) index.put(toDocument(row));
      if (rows.length < LOAD_BATCH) break;
      maxVacancyId = rows[rows.length - 1].id as number;
    }
    index.finishBulkLoad();
    const [max] = rowsOf(await tx.execute(sql`select coalesce(max(id), 0) as id from vacancies where tenant_id = ${tenant}`));
    maxVacancyId = Math.max(maxVacancyId, Number(max.id));
    return {
      index,
      syncedAt,
      maxVacancyId,
      maxOrganizationId,
      checkedAt: Date.now(),
      changed: false,
      pending: null,
      pendingTakesWrite: false,
      rebuilding: false,
    };
  });
}

function sync(db: Database, tenant: TenantId, bank: TenantBank): Promise<void> {
  if (bank.pending) return bank.pending;
  bank.pendingTakesWrite = bank.changed;
  bank.pending = applyChanges(db, tenant, bank).finally(() => {
    bank.pending = null;
    bank.pendingTakesWrite = false;
    if (bank.index.dead > Math.max(1000, bank.index.size / 2)) rebuild(db, tenant, bank);
  });
  return bank.pending;
}

/** A changed vacancy leaves a dead slot behind; when they are half the index, a fresh one replaces it. */
function rebuild(db: Database, tenant: TenantId, bank: TenantBank) {
  if (bank.rebuilding) return;
  bank.rebuilding = true;
  load(db, tenant)
    .then((fresh) => {
      // What changed while it loaded comes in with the next sync (the overlap window).
      Object.assign(bank, { ...fresh, changed: true, pending: bank.pending, pendingTakesWrite: bank.pendingTakesWrite });
    })
    .catch(() => {})
    .finally(() => {
      bank.rebuilding = false;
    });
}

async function applyChanges(db: Database, tenant: TenantId, bank: TenantBank) {
  bank.changed = false;
  bank.checkedAt = Date.now();
  const since = sql`to_timestamp(${(bank.syncedAt - OVERLAP_MS) / 1000}::float8)`;
  const recent = (maxId: number): SQL => sql`tenant_id = ${tenant} and (updated_at > ${since} or id > ${maxId})`;
  await withPublicRead(db, async (tx) => {
    const clock = await databaseClock(tx);
    const organizations = rowsOf(
      await tx.execute(sql`select id, status, type from organizations where ${recent(bank.maxOrganizationId)}`),
    );
    const changes = rowsOf(
      await tx.execute(sql`select id, status, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
        from vacancies where ${recent(bank.maxVacancyId)}`),
    );
    const stale: number[] = [];
    for (const row of changes) {
      const id = row.id as number;
      if (row.status !== "published") bank.index.remove(id);
      else if (bank.index.indexedUpdatedAt(id) !== row.updated_ms) stale.push(id);
      bank.maxVacancyId = Math.max(bank.maxVacancyId, id);
    }
    const fresh: Row[] = [];
    for (let i = 0; i < stale.length; i += LOAD_BATCH) {
      const ids = sql.join(
        stale.slice(i, i + LOAD_BATCH).map((id) => sql`${id}`),
        sql`, `,
      );
      fresh.push(
        ...rowsOf(
          await tx.execute(sql`select ${DOCUMENT_COLUMNS} from vacancies
            where tenant_id = ${tenant} and status = 'published' and id in (${ids})`),
        ),
      );
    }
    bank.maxOrganizationId = takeOrganizations(bank.index, organizations, bank.maxOrganizationId);
    for (const row of fresh) bank.index.put(toDocument(row));
    bank.syncedAt = clock;
  });
}
