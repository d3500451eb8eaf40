import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "./client";

/**
 * Writes that other server processes must hear of (their in-memory caches: the vacancy bank index and the page cache's
 * version, the centre cache, the tenant registry), carried by PostgreSQL's LISTEN/NOTIFY. A process with a PGlite database is the only
 * one, so without a feed nothing is sent and each cache forgets only its own writes, as before.
 */
const CHANGE_TOPICS = ["vacancies", "centres", "pages", "tenants", "workshops", "forms", "users"] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];
/** Forgets what this process holds for the tenant; no tenant: for every tenant (after a lost connection). */
export type ChangeHandler = (db: Database, tenant?: string) => void;

const CHANNEL = "platform_changes";
const RECONNECT_MS = 1000;
const handlers = new Map<ChangeTopic, ChangeHandler>();
/** The feed of each database handle, by a random id, so its own notifications are not taken in twice. */
const feeds = new WeakMap<Database, string>();

/** Called once per topic by the module that owns the cache. */
export function onChange(topic: ChangeTopic, handler: ChangeHandler) {
  handlers.set(topic, handler);
}

/** How many changes of each topic this process has heard of, per tenant ("*": all of them, after a lost connection). */
const heard = new WeakMap<Database, Map<string, number>>();

function hear(db: Database, topic: ChangeTopic, tenant?: string) {
  const counts = heard.get(db) ?? new Map<string, number>();
  heard.set(db, counts);
  const key = `${topic}:${tenant ?? "*"}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  handlers.get(topic)?.(db, tenant);
}

/** A number that moves with every change of the topic for the tenant this process hears of, its own or another's. */
export function changesHeard(db: Database, topic: ChangeTopic, tenant: string): number {
  const counts = heard.get(db);
  return (counts?.get(`${topic}:${tenant}`) ?? 0) + (counts?.get(`${topic}:*`) ?? 0);
}

/**
 * After a write in this process has committed: the topic's cache here takes it in at once, the other processes hear of
 * it. Writers need not know who keeps a cache (the vacancy bank sits above the modules that write vacancies).
 */
export function publishChange(db: Database, topic: ChangeTopic, tenant: string) {
  hear(db, topic, tenant);
  announceChange(db, topic, tenant);
}

/** For the `then` of a write: publishChange once it has committed (a failed one publishes nothing); its result passes on. */
export const published =
  (db: Database, topic: ChangeTopic, tenant: string) =>
  <T>(result: T): T => {
    publishChange(db, topic, tenant);
    return result;
  };

/** Tells the other processes, after the write has committed; a failure only delays them (their caches expire). */
function announceChange(db: Database, topic: ChangeTopic, tenant: string) {
  const from = feeds.get(db);
  if (!from) return;
  void db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ from, topic, tenant })})`).catch(() => {});
}

/** Listens on its own connection (outside the pool), reconnecting when it drops; answers stop(). */
export async function startChangeFeed(db: Database, url: string | undefined, logger: Logger) {
  if (!url) return async () => {};
  const id = randomUUID();
  feeds.set(db, id);
  let client: pg.Client | null = null;
  let stopped = false;
  const forgetAll = () => {
    for (const topic of CHANGE_TOPICS) hear(db, topic);
  };
  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    connection.on("notification", (message) => {
      let change: { from?: string; topic?: ChangeTopic; tenant?: string };
      try {
        change = JSON.parse(message.payload ?? "{}");
      } catch {
        return; // not one of ours
      }
      if (change.from !== id && change.topic && change.tenant) hear(db, change.topic, change.tenant);
    });
    connection.on("error", (error) => logger.warn({ err: error }, "change feed connection failed"));
    let ended = false;
    const reconnect = () => {
      if (stopped || ended) return;
      ended = true;
      // Whatever was written meanwhile went unheard: forget everything, then listen again.
      forgetAll();
      setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
    };
    connection.on("end", reconnect);
    try {
      await connection.connect();
      await connection.query(`listen ${CHANNEL}`);
      client = connection;
    } catch (error) {
      logger.warn({ err: error }, "change feed could not listen; trying again");
      await connection.end().catch(() => {});
      reconnect();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    feeds.delete(db);
    await client?.end().catch(() => {});
  };
}
