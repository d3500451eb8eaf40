import { z } from "zod";
import { wireDate, wireId } from "./wire";

// What the API sends of conversations (server/http/openapi/README.md): apart from the screens' constants.

/** A conversation as the caller sees it: his unread count and archive, the newest message, who takes part. */
export const conversationResourceSchema = z.object({
  subject: z.string(),
  applicationId: wireId.nullable(),
  lastMessageAt: wireDate,
  lastMessageExcerpt: z.string().nullable(),
  unreadCount: z.number().int(),
  archived: z.boolean(),
  participants: z.array(z.object({ kind: z.enum(["user", "organization"]), id: wireId, name: z.string() })),
  createdAt: wireDate,
});

/** A message; `own` tells the caller's from the others'. */
export const conversationMessageResourceSchema = z.object({
  body: z.string(),
  senderId: wireId.nullable(),
  senderName: z.string().nullable(),
  organizationId: wireId.nullable(),
  organizationName: z.string().nullable(),
  own: z.boolean(),
  createdAt: wireDate,
});

/** The caller's conversations' `meta`: his unread messages over all of them. */
export const conversationsMeta = z.object({ unreadTotal: z.number().int() });
