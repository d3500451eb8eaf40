import { z } from "zod";
import { MAIL_DELIVERY_STATUSES } from "./mail-deliveries";
import { wireDate, wireId } from "./wire";

// What the API sends of a tenant's records for its administrators (server/http/openapi/README.md).

/** One entry of the tenant's audit log. */
export const auditEventResourceSchema = z.object({
  action: z.string(),
  actorUserId: wireId.nullable(),
  subjectType: z.string(),
  subjectId: wireId,
  details: z.record(z.string(), z.unknown()),
  createdAt: wireDate,
});

/** A mail in the outbox: recipient and subject, never its content (it may hold a secret link). */
export const mailDeliveryResourceSchema = z.object({
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptAt: wireDate.nullable(),
  createdAt: wireDate,
  messageId: z.string(),
});
