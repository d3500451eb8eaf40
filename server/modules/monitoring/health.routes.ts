import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { memoryBreakdown } from "../../config/memory-gauges";
import { migrationsApplied } from "../../db/migration-status";
import type { AppEnv } from "../../http/types";

/**
 * Probes for a load balancer or orchestrator (issue 13, item 6): mounted before the access log, site context and load
 * shedding, so a probe is cheap, never shed and never logged. /healthz: the process answers. /readyz: it can serve (a
 * tenant's vacancy bank index loads on its first search, issue 39). /internal/memory: where this process's memory goes,
 * for the operator on the machine itself (issue 42 item 5).
 */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get("/healthz", (c) => {
  c.header("Cache-Control", "no-store");
  return c.text("ok");
});

// Applied migrations are never taken back: once seen complete, the check is skipped.
const migrated = new WeakSet<object>();

healthRoutes.get("/readyz", async (c) => {
  const { db } = c.get("deps");
  const checks: Record<string, string> = { database: "ok", migrations: "ok" };
  try {
    await db.execute(sql`select 1`);
    if (!migrated.has(db)) {
      if (await migrationsApplied(db)) migrated.add(db);
      else checks.migrations = "pending";
    }
  } catch {
    checks.database = "unreachable";
    checks.migrations = "unknown";
  }
  const ready = Object.values(checks).every((value) => value === "ok");
  c.header("Cache-Control", "no-store");
  return c.json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
});

// A proxy on the same machine connects from loopback too, but says whom it forwards for.
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

healthRoutes.get("/internal/memory", (c) => {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  const local = LOOPBACK.test(socket?.remoteAddress ?? "") && FORWARDING_HEADERS.every((name) => !c.req.header(name));
  c.header("Cache-Control", "no-store");
  if (!local) return c.text("Not Found", 404);
  return c.json(memoryBreakdown());
});
