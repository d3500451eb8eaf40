import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { platformAuditEvents } from "./platform-audit.table";

export type PlatformAuditEventRow = typeof platformAuditEvents.$inferSelect;

export async function recordPlatformAudit(
  db: Database,
  event: { action: string; subjectOperatorId: number; details: Record<string, unknown> },
): Promise<void> {
  await db.insert(platformAuditEvents).values(event);
}

/** An operator's events, newest first. */
export const platformAuditOf = (db: Database, operatorId: number): Promise<PlatformAuditEventRow[]> =>
  db
    .select()
    .from(platformAuditEvents)
    .where(eq(platformAuditEvents.subjectOperatorId, operatorId))
    .orderBy(desc(platformAuditEvents.id));
