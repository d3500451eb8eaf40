import type { Database } from "../../db/client";

/**
 * Recent search results, per database and query. Exact facet counts read every visible vacancy: at 100,000 rows that
 * is tens of milliseconds of CPU however it is indexed, too much at 200 requests/s on two cores, while the public
 * bank asks the same few questions again and again. A result is fresh for freshMs (by default half a minute: a new
 * vacancy shows that soon); after that, until STALE_MS, the next visitor still gets it at once while one query refreshes it in the
 * background, so a popular search never makes a queue wait. Writes in this process forget a tenant's results at once.
 * Concurrent misses share one query.
 */
const STALE_MS = 10 * 60_000;
const MAX_ENTRIES = 2000;

interface Entry<T> {
  value: Promise<T>;
  at: number;
  /** True once the value is there; a refresh never replaces a result that is still on its way. */
  settled: boolean;
  refreshing: boolean;
}

const caches = new WeakMap<Database, Map<string, Entry<unknown>>>();

function cacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function store<T>(cache: Map<string, Entry<unknown>>, key: string, run: () => Promise<T>, now: number): Entry<T> {
  // Oldest first out: a Map keeps insertion order.
  while (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const entry: Entry<T> = { value: run(), at: now, settled: false, refreshing: false };
  cache.set(key, entry);
  entry.value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry;
}

export function cachedSearch<T>(
  db: Database,
  key: string,
  run: () => Promise<T>,
  freshMs = 30_000,
  now = Date.now(),
): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key) as Entry<T> | undefined;
  const age = hit ? now - hit.at : Number.POSITIVE_INFINITY;
  if (hit && age < freshMs) return hit.value;
  if (hit?.settled && age < STALE_MS) {
    if (!hit.refreshing) refresh(cache, key, hit, run, now);
    return hit.value;
  }
  if (hit) cache.delete(key);
  return store(cache, key, run, now).value;
}

function refresh<T>(cache: Map<string, Entry<unknown>>, key: string, stale: Entry<T>, run: () => Promise<T>, now: number) {
  stale.refreshing = true;
  run().then(
    (value) => {
      // A write may have forgotten the key meanwhile: then this result is older than the write, and stays out.
      if (cache.get(key) === stale) cache.set(key, { value: Promise.resolve(value), at: now, settled: true, refreshing: false });
    },
    () => {
      stale.refreshing = false;
    },
  );
}

/** Counts the forgettings per database and tenant, so that what is built from results (a page) can tell it is old. */
const versions = new WeakMap<Database, { all: number; tenants: Map<string, number> }>();

/** After a vacancy or organisation changes: the tenant's next searches go to the database. */
export function forgetSearchResults(db: Database, tenant?: string) {
  const version = versions.get(db) ?? { all: 0, tenants: new Map() };
  versions.set(db, version);
  if (tenant) version.tenants.set(tenant, (version.tenants.get(tenant) ?? 0) + 1);
  else version.all++;
  const cache = caches.get(db);
  if (!cache) return;
  if (!tenant) return void caches.delete(db);
  for (const key of cache.keys()) if (key.startsWith(`${tenant}|`)) cache.delete(key);
}

/** Changes whenever the tenant's results are forgotten. */
export function searchResultsVersion(db: Database, tenant: string): string {
  const version = versions.get(db);
  return `${version?.all ?? 0}.${version?.tenants.get(tenant) ?? 0}`;
}
