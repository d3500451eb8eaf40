import type { z } from "zod";
import { mailDeliveryResourceSchema } from "../../../contract/admin-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { MailDeliveryRow } from "./mail-deliveries.service";

/** A mail in the outbox; its content stays out (it may hold a secret link), recipient and subject suffice to act. */
export const mailDeliveryResource: ResourceDefinition<MailDeliveryRow, z.output<typeof mailDeliveryResourceSchema>> = {
  type: "mail_deliveries",
  schema: mailDeliveryResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    messageId: row.messageId,
  }),
};
