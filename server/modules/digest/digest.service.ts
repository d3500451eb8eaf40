import { and, asc, desc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { translatorFor } from "../../http/i18n";
import { userRoles, users } from "../identity/identity.table";
import { notificationText } from "../notifications/notification-text.service";
import { notifications } from "../notifications/notifications.table";
import { vacancies } from "../vacancies/vacancies.table";
import { digestRuns } from "./digest.table";

/** The most of each list a summary shows; the rest is a count. */
const SHOWN = 8;
/** How far back the first summary of a new subscriber looks. */
const FIRST_SUMMARY_DAYS = 7;
const WEEK_MS = 7 * 86_400_000;
// How many match in all, beside the first few: one query per list instead of a count and a list.
const TOTAL = sql<number>`count(*) over ()`.mapWith(Number);

export type DigestRecipient = Pick<
  typeof users.$inferSelect,
  "id" | "email" | "firstName" | "lastName" | "gender" | "locale" | "centerId" | "digestOrigin"
>;

/** Users whose summary is due today and not yet made, after `afterId`, in id order: one page of the sweep. */
export function dueRecipients(db: Database, tenant: TenantId, day: string, weekday: number, afterId: number, limit: number) {
  return withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        gender: users.gender,
        locale: users.locale,
        centerId: users.centerId,
        digestOrigin: users.digestOrigin,
      })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenant),
          gt(users.id, afterId),
          eq(users.status, "active"),
          sql`${users.confirmedAt} is not null`,
          sql`${users.digestDays} @> array[${weekday}]::smallint[]`,
          sql`not exists (select 1 from ${digestRuns} where ${digestRuns.tenantId} = ${tenant}
            and ${digestRuns.userId} = ${users.id} and ${digestRuns.day} = ${day})`,
        ),
      )
      .orderBy(users.id)
      .limit(limit),
  );
}

/** Since when a user's summary counts: his previous one, or a week for a first one. */
async function sinceFor(tx: Executor, tenant: TenantId, userId: number, now: Date): Promise<Date> {
  const [previous] = await tx
    .select({ at: digestRuns.createdAt })
    .from(digestRuns)
    .where(and(eq(digestRuns.tenantId, tenant), eq(digestRuns.userId, userId)))
    .orderBy(desc(digestRuns.createdAt))
    .limit(1);
  return previous?.at ?? new Date(now.getTime() - FIRST_SUMMARY_DAYS * 86_400_000);
}

/** A heading, the first lines and how many more: one block of the summary. */
function block(t: ReturnType<typeof translatorFor>, heading: string, lines: string[], total: number) {
  const more = total > lines.length ? [`- ${t("mail:digest.more", { count: total - lines.length })}`] : [];
  return [t(heading, { count: total }), ...lines.map((line) => `- ${line}`), ...more].join("\n");
}

/**
 * What is new for this user since his previous summary, as text blocks in his language: his unread notifications (new
 * applications and messages for organizations, approvals for the centre, decisions and messages for volunteers), for
 * centre staff the centre's vacancies ending within a week, and for a volunteer the centre's new vacancies. Empty when
 * nothing is new.
 */
export async function digestSummary(tx: Executor, tenant: TenantId, user: DigestRecipient, now: Date) {
  const since = await sinceFor(tx, tenant, user.id, now);
  const t = translatorFor(user.locale);
  const blocks: string[] = [];
  const unread = and(
    eq(notifications.tenantId, tenant),
    eq(notifications.userId, user.id),
    isNull(notifications.readAt),
    gt(notifications.createdAt, since),
  );
  const news = await tx
    .select({ kind: notifications.kind, data: notifications.data, total: TOTAL })
    .from(notifications)
    .where(unread)
    .orderBy(desc(notifications.createdAt))
    .limit(SHOWN);
  if (news.length > 0) {
    const lines = news.map((row) => notificationText(t, user.locale, row));
    blocks.push(block(t, "mail:digest.notifications", lines, news[0].total));
  }
  const roles = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.tenantId, tenant), eq(userRoles.userId, user.id)));
  const published = and(eq(vacancies.tenantId, tenant), eq(vacancies.centerId, user.centerId), eq(vacancies.status, "published"));
  if (roles.some((row) => row.role === "admin" || row.role === "center_superuser")) {
    // The centre's vacancies that end within a week, whoever their contact person is.
    const ending = and(published, gt(vacancies.expiresAt, now), lt(vacancies.expiresAt, new Date(now.getTime() + WEEK_MS)));
    blocks.push(...(await titledBlock(tx, t, "mail:digest.expiring", ending, asc(vacancies.expiresAt))));
  }
  if (roles.every((row) => row.role === "volunteer")) {
    const fresh = and(published, gt(vacancies.publishedAt, since), or(isNull(vacancies.expiresAt), gt(vacancies.expiresAt, now)));
    blocks.push(...(await titledBlock(tx, t, "mail:digest.vacancies", fresh, desc(vacancies.publishedAt))));
  }
  return blocks.join("\n\n");
}

/** The vacancies that match, by title, as one block (none when none match). */
async function titledBlock(
  tx: Executor,
  t: ReturnType<typeof translatorFor>,
  heading: string,
  where: SQL | undefined,
  orderBy: SQL,
): Promise<string[]> {
  const rows = await tx
    .select({ title: vacancies.title, total: TOTAL })
    .from(vacancies)
    .where(where)
    .orderBy(orderBy)
    .limit(SHOWN);
  if (rows.length === 0) return [];
  return [
    block(
      t,
      heading,
      rows.map((row) => row.title),
      rows[0].total,
    ),
  ];
}

/** Marks today's summary as made for this user; false when another process made it first (exactly once). */
export async function claimDigest(tx: Executor, tenant: TenantId, userId: number, day: string, tokenHash: string | null) {
  const inserted = await tx
    .insert(digestRuns)
    .values({ tenantId: tenant, userId, day, unsubscribeTokenHash: tokenHash })
    .onConflictDoNothing()
    .returning({ id: digestRuns.id });
  return inserted.length === 1;
}

/** One click from the mail ends the summaries, without signing in; false for a token this tenant does not know. */
export function unsubscribeByToken(db: Database, tenant: TenantId, tokenHash: string): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const [run] = await tx
      .select({ userId: digestRuns.userId })
      .from(digestRuns)
      .where(and(eq(digestRuns.tenantId, tenant), eq(digestRuns.unsubscribeTokenHash, tokenHash)));
    if (!run) return false;
    await tx
      .update(users)
      .set({ digestDays: [] })
      .where(and(eq(users.tenantId, tenant), eq(users.id, run.userId)));
    return true;
  });
}
