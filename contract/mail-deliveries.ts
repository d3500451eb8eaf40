/** A mail's way out: queued (also while retrying), sent, or failed (given up after a day of attempts). */
export const MAIL_DELIVERY_STATUSES = ["queued", "sent", "failed"] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/** A mail in the tenant's outbox as the client sees it (camelCase, after deserialising). */
export interface MailDelivery {
  id: string;
  type: "mail_deliveries";
  to: string;
  subject: string;
  status: MailDeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  createdAt: string;
  messageId: string;
}
