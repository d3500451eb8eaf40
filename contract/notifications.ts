import { z } from "zod";

// The screens import the kinds and the Notification type (erased at build); only the API reads the schemas.

/**
 * What a user is told of (issue 17): each kind names its event; `data` carries what its text needs, so the text is
 * written in the reader's language when it is read, not when it happened.
 */
export const NOTIFICATION_KINDS = [
  "application_received",
  "application_accepted",
  "application_rejected",
  "message_received",
  "organization_pending",
  "vacancy_expiring",
  "form_submitted",
  "profile_reply_received",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /api/v1/notifications: one page of the reader's own, newest first. */
export interface Notification {
  id: string;
  kind: NotificationKind;
  /** The text, in the request's language. */
  message: string;
  /** Where it leads, a path without the language prefix (e.g. "/applications/12"). */
  link: string;
  readAt: string | null;
  createdAt: string;
}

/** PATCH /api/v1/notifications/{id}: read or unread again. */
export const notificationUpdateSchema = z.object({ read: z.boolean() });
