// What the site keeps of a person and for how long (issue 44): the 'Privacy en je gegevens' page draws these.

/** Each kind of data the platform keeps, in the order the page lists them. */
export const RETENTION_SUBJECTS = [
  "account",
  "account_deletion_link",
  "sessions",
  "remembered_device",
  "confirmation_link",
  "password_reset_link",
  "form_submissions",
  "default_form_submissions",
  "unused_uploads",
  "applications",
  "mail_deliveries",
  "audit_log",
  "closed_site",
  "site_export",
] as const;
export type RetentionSubject = (typeof RETENTION_SUBJECTS)[number];

export type RetentionUnit = "hours" | "days" | "months";

/** How long a kind of data stays: a fixed term, or until someone removes it. */
export interface RetentionPeriod {
  id: string;
  type: "retention_periods";
  subject: RetentionSubject;
  /** A fixed term, or null with `until`. */
  amount: number | null;
  unit: RetentionUnit | null;
  /** No fixed term: the data goes when the account is deleted, or when the centre removes it. */
  until: "account_deleted" | "removed" | null;
  /** The form's title, for form_submissions (one period per public form). */
  name: string | null;
  /** The form's English title, null where none was written. */
  nameEn: string | null;
}
