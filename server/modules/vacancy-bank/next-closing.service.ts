import type { Context } from "hono";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { answerHoldsUntil, isInProcess } from "../../http/in-process";
import type { AppEnv } from "../../http/types";
import type { BankIndex } from "./vacancy-bank-index";
import { bankIndexFor } from "./vacancy-bank-sync";

const kept = new WeakMap<BankIndex, { changes: number; at: number }>();

/** The first instant after `now` at which one of the index's vacancies closes (Infinity: none will); kept per change. */
export function nextClosingIn(index: BankIndex, now: number): number {
  const found = kept.get(index);
  if (found && found.changes === index.changes && now < found.at) return found.at;
  const { alive, expiresAt } = index;
  let at = Number.POSITIVE_INFINITY;
  for (let slot = 0; slot < index.size; slot++) {
    if (alive[slot] && expiresAt[slot] > now && expiresAt[slot] < at) at = expiresAt[slot];
  }
  kept.set(index, { changes: index.changes, at });
  return at;
}

/**
 * Until when what the tenant's bank shows holds without a write: its next closing date. Whatever lists, counts or
 * links its open vacancies (a search, a vacancy's related ones, an activity calendar) is true no longer.
 */
export async function nextClosingAt(db: Database, tenant: TenantId): Promise<number> {
  return nextClosingIn(await bankIndexFor(db, tenant), Date.now());
}

/** A page built from this answer (a page's own call) is kept no longer than until the tenant's next closing date. */
export async function holdsUntilNextClosing(c: Context<AppEnv>) {
  if (isInProcess(c)) answerHoldsUntil(c, await nextClosingAt(c.var.deps.db, c.var.site.tenant.id));
}
