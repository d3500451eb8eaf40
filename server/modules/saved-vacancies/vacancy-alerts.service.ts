import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AlertFrequency } from "../../../contract/vacancy-alert-options";
import type { VacancySearchFilter } from "../../../contract/vacancy-search";
import type { ContentLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { vacancyAlertRuns, vacancyAlerts } from "./saved-vacancies.table";

export type VacancyAlertRow = typeof vacancyAlerts.$inferSelect;

export interface NewAlert {
  tenant: TenantId;
  center: { id: number; name: string };
  origin: string;
  locale: ContentLocale;
  /** The signed-in user who asks, if any, and his own address. */
  user: { id: number; email: string } | null;
  email: string;
  frequency: AlertFrequency;
  filter: VacancySearchFilter;
  centerIds: number[] | null;
}

/**
 * Makes an alert. To the signed-in user's own address it is active at once; any other address (a guest's) gets a
 * confirmation mail first and the alert starts only once its link is followed (double opt-in).
 */
export function createAlert(db: Database, jobs: JobQueue, input: NewAlert): Promise<VacancyAlertRow> {
  const own = input.user !== null && input.user.email.toLowerCase() === input.email.toLowerCase();
  const token = own ? null : newSecretToken();
  return withTenant(db, input.tenant, async (tx) => {
    const [row] = await tx
      .insert(vacancyAlerts)
      .values({
        tenantId: input.tenant,
        centerId: input.center.id,
        userId: input.user?.id ?? null,
        email: input.email,
        locale: input.locale,
        query: input.filter,
        frequency: input.frequency,
        centerIds: input.centerIds,
        origin: input.origin,
        confirmTokenHash: token && hashSecretToken(token),
        confirmedAt: own ? new Date() : null,
      })
      .returning();
    if (token) {
      const confirmation = `${input.origin}/${input.locale}/vacature-alert/bevestigen?token=${encodeURIComponent(token)}`;
      await sendTemplatedMail(
        jobs,
        { tenant: input.tenant, centerId: input.center.id, center: input.center.name, to: input.email },
        { template: "vacancy_alert_confirmation", locale: input.locale, values: { confirmation_url: confirmation } },
        tx,
      );
    }
    return row;
  });
}

/** The link in the confirmation mail starts the alert; false for a token this tenant does not know (or used). */
export function confirmAlert(db: Database, tenant: TenantId, tokenHash: string): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const done = await tx
      .update(vacancyAlerts)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.confirmTokenHash, tokenHash)))
      .returning({ id: vacancyAlerts.id });
    return done.length > 0;
  });
}

/** One click from an alert's mail ends it, without signing in; false for a token this tenant does not know. */
export function unsubscribeAlert(db: Database, tenant: TenantId, tokenHash: string): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const [run] = await tx
      .select({ alertId: vacancyAlertRuns.alertId })
      .from(vacancyAlertRuns)
      .where(and(eq(vacancyAlertRuns.tenantId, tenant), eq(vacancyAlertRuns.unsubscribeTokenHash, tokenHash)));
    if (!run) return false;
    await tx
      .update(vacancyAlerts)
      .set({ unsubscribedAt: sql`coalesce(${vacancyAlerts.unsubscribedAt}, now())` })
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.id, run.alertId)));
    return true;
  });
}

/** Active alerts with no run today (daily) or in the past week (weekly), after `afterId`: one page of the sweep. */
export function dueAlerts(db: Database, tenant: TenantId, day: string, afterId: number, limit: number) {
  return withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(vacancyAlerts)
      .where(
        and(
          eq(vacancyAlerts.tenantId, tenant),
          gt(vacancyAlerts.id, afterId),
          isNotNull(vacancyAlerts.confirmedAt),
          isNull(vacancyAlerts.unsubscribedAt),
          sql`not exists (select 1 from ${vacancyAlertRuns} where ${vacancyAlertRuns.alertId} = ${vacancyAlerts.id}
            and ${vacancyAlertRuns.day} > ${day}::date - (case when ${vacancyAlerts.frequency} = 'weekly' then 7 else 1 end))`,
        ),
      )
      .orderBy(vacancyAlerts.id)
      .limit(limit),
  );
}

/** Since when an alert's next mail counts: its previous run, or its confirmation. */
export async function alertSince(db: Database, alert: VacancyAlertRow): Promise<Date> {
  const [previous] = await withTenant(db, alert.tenantId as TenantId, (tx) =>
    tx
      .select({ at: vacancyAlertRuns.createdAt })
      .from(vacancyAlertRuns)
      .where(and(eq(vacancyAlertRuns.tenantId, alert.tenantId), eq(vacancyAlertRuns.alertId, alert.id)))
      .orderBy(desc(vacancyAlertRuns.createdAt))
      .limit(1),
  );
  return previous?.at ?? alert.confirmedAt ?? alert.createdAt;
}

/** Marks the alert as looked at today; false when another process did first (exactly once). */
export async function claimAlertRun(tx: Executor, alert: VacancyAlertRow, day: string, tokenHash: string | null) {
  const inserted = await tx
    .insert(vacancyAlertRuns)
    .values({ tenantId: alert.tenantId, alertId: alert.id, day, unsubscribeTokenHash: tokenHash })
    .onConflictDoNothing()
    .returning({ id: vacancyAlertRuns.id });
  return inserted.length === 1;
}

/** A signed-in user's own alerts that still mail (or wait for their confirmation), newest first. */
export function listUserAlerts(db: Database, tenant: TenantId, userId: number): Promise<VacancyAlertRow[]> {
  return withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(vacancyAlerts)
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.userId, userId), isNull(vacancyAlerts.unsubscribedAt)))
      .orderBy(desc(vacancyAlerts.createdAt), desc(vacancyAlerts.id)),
  );
}

/** One alert of this tenant that has not been ended; undefined when there is none. */
export async function findAlert(db: Database, tenant: TenantId, id: number): Promise<VacancyAlertRow | undefined> {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .select()
      .from(vacancyAlerts)
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.id, id), isNull(vacancyAlerts.unsubscribedAt))),
  );
  return row;
}

/** How often it mails from now on; a weekly alert counts its week from its latest mail, as before. */
export async function changeAlertFrequency(db: Database, tenant: TenantId, id: number, frequency: AlertFrequency) {
  const [row] = await withTenant(db, tenant, (tx) =>
    tx
      .update(vacancyAlerts)
      .set({ frequency })
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.id, id)))
      .returning(),
  );
  return row;
}

/** Deletes the alert and its runs (their unsubscribe links then say they are unknown); false when it was gone. */
export async function deleteAlert(db: Database, tenant: TenantId, id: number): Promise<boolean> {
  const removed = await withTenant(db, tenant, (tx) =>
    tx
      .delete(vacancyAlerts)
      .where(and(eq(vacancyAlerts.tenantId, tenant), eq(vacancyAlerts.id, id)))
      .returning({ id: vacancyAlerts.id }),
  );
  return removed.length > 0;
}
