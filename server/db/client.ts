import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgDialect, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { gaugeMemory } from "../config/memory-gauges";
import type { TenantId } from "../config/tenants";

// No schema: db/ knows no module, and the queries name their tables (no relational query API).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  /** Runs fn while holding the startup lock, so processes started together migrate and seed one after the other. */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** The embedded database's files as one archive, to open copies of it with `template` (PGlite only). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

// Any fixed number, the same in every process of the platform: the key of the migrations-and-seed lock.
const STARTUP_LOCK = 7_243_002;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenOptions {
  /** postgres://... ; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** A dump() to start an in-memory PGlite from, instead of an empty cluster (tests: no initdb, no migrations). */
  template?: Blob;
  poolSize?: number;
}

// The folder's files sit in the machine's page cache already: PostgreSQL's default 128 MB of buffers in the process's
// WebAssembly memory held them twice (the server's RSS under load 575 -> 462 MiB with 32 MB).
const PGLITE_START = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool) as unknown as Database;
    tenantTransactions.set(db, tenantTransactionsOn(pool, db));
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      exclusively: (fn) => withAdvisoryLock(options.url as string, fn),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "./data";
  let client: PGlite;
  if (dataDir.startsWith("memory://")) {
    client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: options.template });
  } else {
    const folder = path.resolve(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions: { pg_trgm }, startParams: PGLITE_START });
    yieldBeforeEachExchange(client);
  }
  await client.waitReady;
  // Its WebAssembly memory only grows (a WebAssembly.Memory never shrinks): the largest part of a PGlite server.
  const pgliteMemory = (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
  gaugeMemory("pgliteWasmMemory", () => pgliteMemory?.HEAPU8?.byteLength ?? 0);
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns a PGlite folder; the lock is harmless and keeps both databases on one path.
    exclusively: async (fn) => {
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      try {
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
      }
    },
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/**
 * PGlite answers each protocol exchange synchronously on this thread, so a page's queries never let the event loop
 * turn: under overload, requests waited unread for seconds and their 503s came late (issue 42 item 4). A server's
 * database waits for the loop's next turn before each exchange; the tests' in-memory ones serve one call at a time.
 */
function yieldBeforeEachExchange(client: PGlite) {
  const exchange = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (...args: Parameters<PGlite["execProtocolRaw"]>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return exchange(...args);
  };
}

/** The lock lives on a connection of its own, outside the pool, so fn has the whole pool for its work. */
async function withAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
    return await fn();
  } finally {
    // Closing the session releases the lock as well, also when fn failed.
    await connection.end();
  }
}

type TenantTransaction = <T>(tenantId: TenantId, fn: (tx: Transaction) => Promise<T>) => Promise<T>;
const tenantTransactions = new WeakMap<Database, TenantTransaction>();

/**
 * On PostgreSQL a tenant's transaction begins and takes its settings in one round trip (one simple query of two
 * statements) where Drizzle's transaction takes two: a vacancy page's API calls made some 28 round trips, each a
 * system call on both sides. The transaction object is Drizzle's own, on the connection taken from the pool.
 */
function tenantTransactionsOn(pool: pg.Pool, db: Database): TenantTransaction {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: { options?: object } };
  return async (tenantId, fn) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined, session.options), undefined);
    let broken: Error | undefined;
    try {
      await client.query(
        `begin; select set_config('role', 'app_tenant', true), set_config('app.tenant_id', ${client.escapeLiteral(tenantId)}, true)`,
      );
      const result = await fn(tx as unknown as Transaction);
      await client.query("commit");
      return result;
    } catch (error) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query("rollback").catch((failed: Error) => {
        broken = failed;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/**
 * Runs fn in a transaction as the restricted role with the tenant set, so row-level security
 * hides every other tenant's rows even if a query forgets its tenant filter.
 */
export function withTenant<T>(db: Database, tenantId: TenantId, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const inOneTrip = tenantTransactions.get(db);
  const run = () =>
    inOneTrip
      ? inOneTrip(tenantId, fn)
      : db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('role', 'app_tenant', true), set_config('app.tenant_id', ${tenantId}, true)`);
          return fn(tx);
        });
  if (!nestingGuard) return run();
  // PGlite has one connection: a transaction opened inside another would wait for it forever. Fail loudly instead.
  if (nestingGuard.getStore()) {
    return Promise.reject(new Error("withTenant called inside withTenant: use the transaction you were given"));
  }
  return nestingGuard.run(true, run);
}

/**
 * A read outside any transaction and WITHOUT the app_tenant role, for what every signed-in request reads (its
 * session, its memberships): one round trip where withTenant takes three. Every query in fn must name its tenant.
 */
export function readNamingTenant<T>(db: Database, fn: (db: Database) => Promise<T>): Promise<T> {
  // PGlite has one connection: a read waiting behind this request's own open transaction would wait forever.
  if (nestingGuard?.getStore()) return Promise.reject(new Error("readNamingTenant called inside a transaction"));
  return fn(db);
}

/**
 * A read-only transaction WITHOUT the app_tenant role, for public reads whose every query names its tenant itself
 * (the vacancy bank). Under row-level security PostgreSQL may not use an index for an operator that is not leakproof,
 * such as full text's @@ and pg_trgm's <%, so each search became a scan of the whole table (10x slower at 100,000).
 */
export function withPublicRead<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  // "begin read only": one round trip on PostgreSQL.
  const run = () => db.transaction(fn, { accessMode: "read only" });
  if (!nestingGuard) return run();
  if (nestingGuard.getStore()) {
    return Promise.reject(new Error("withPublicRead called inside a transaction: use the transaction you were given"));
  }
  return nestingGuard.run(true, run);
}

// The guard catches a programming error in tests and development; production skips its per-call cost.
const nestingGuard = process.env.NODE_ENV === "production" ? null : new AsyncLocalStorage<boolean>();
