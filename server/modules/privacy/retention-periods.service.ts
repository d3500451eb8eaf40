import { and, asc, eq } from "drizzle-orm";
import { DEFAULT_RETENTION_MONTHS } from "../../../contract/forms";
import type { RetentionSubject, RetentionUnit } from "../../../contract/retention-periods";
import { TWO_FACTOR_REMEMBER_DAYS } from "../../../contract/two-factor";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { forms } from "../forms/forms.table";
import { DELETION_TOKEN_LIFESPAN_MS } from "../identity/account-deletion.service";
import { TOKEN_LIFESPAN_MS } from "../identity/auth-tokens.service";
import { RESET_TOKEN_LIFESPAN_MS } from "../identity/password-reset.service";
import { CONFIRMATION_LIFESPAN_MS } from "../identity/signup.service";
import { UNUSED_UPLOAD_MS } from "../media/unused-uploads.service";
import { ARCHIVE_GRACE_MS, EXPORT_KEPT_MS } from "../platform/tenant-exports.service";

export interface RetentionRow {
  id: string;
  subject: RetentionSubject;
  amount: number | null;
  unit: RetentionUnit | null;
  until: "account_deleted" | "removed" | null;
  name: string | null;
  nameEn: string | null;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A term in the largest whole unit it is (48 h is 2 days; 36 h stays 36 hours). */
function term(ms: number): { amount: number; unit: RetentionUnit } {
  return ms % DAY_MS === 0 ? { amount: ms / DAY_MS, unit: "days" } : { amount: ms / HOUR_MS, unit: "hours" };
}

const fixed = (subject: RetentionSubject, period: { amount: number; unit: RetentionUnit }): RetentionRow => ({
  id: subject,
  subject,
  ...period,
  until: null,
  name: null,
  nameEn: null,
});
const open = (subject: RetentionSubject, until: "account_deleted" | "removed"): RetentionRow => ({
  id: subject,
  subject,
  amount: null,
  unit: null,
  until,
  name: null,
  nameEn: null,
});

/**
 * What the site keeps of a person and for how long, read from the settings that rule it (issue 44): the lifespans the
 * code enforces, each public form's own retention, and where nothing deletes the data by itself, who removes it.
 */
export async function retentionPeriods(db: Database, scope: { tenant: TenantId; centerId: number }): Promise<RetentionRow[]> {
  const publicForms = await withTenant(db, scope.tenant, (tx) =>
    tx
      .select({ id: forms.id, title: forms.title, titleEn: forms.titleEn, months: forms.retentionMonths })
      .from(forms)
      .where(and(eq(forms.tenantId, scope.tenant), eq(forms.centerId, scope.centerId), eq(forms.accessPermission, "anonymous")))
      .orderBy(asc(forms.title), asc(forms.id)),
  );
  return [
    open("account", "account_deleted"),
    fixed("account_deletion_link", term(DELETION_TOKEN_LIFESPAN_MS)),
    fixed("sessions", term(TOKEN_LIFESPAN_MS)),
    fixed("remembered_device", term(TWO_FACTOR_REMEMBER_DAYS * DAY_MS)),
    fixed("confirmation_link", term(CONFIRMATION_LIFESPAN_MS)),
    fixed("password_reset_link", term(RESET_TOKEN_LIFESPAN_MS)),
    ...publicForms.map(
      (form): RetentionRow => ({
        id: `form_submissions-${form.id}`,
        subject: "form_submissions",
        amount: form.months,
        unit: "months",
        until: null,
        name: form.title,
        nameEn: form.titleEn,
      }),
    ),
    fixed("default_form_submissions", { amount: DEFAULT_RETENTION_MONTHS, unit: "months" }),
    fixed("unused_uploads", term(UNUSED_UPLOAD_MS)),
    // Nothing deletes these by itself yet: they stay until the centre removes them (said so, not hidden).
    open("applications", "removed"),
    open("mail_deliveries", "removed"),
    open("audit_log", "removed"),
    fixed("closed_site", term(ARCHIVE_GRACE_MS)),
    fixed("site_export", term(EXPORT_KEPT_MS)),
  ];
}
