import type { z } from "zod";
import { conversationMessageResourceSchema, conversationResourceSchema } from "../../../contract/conversations-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ConversationMessageView, ConversationSummary } from "./conversations.service";

/** A conversation as the caller sees it: his unread count and archive (issue 17). */
export const conversationResource: ResourceDefinition<ConversationSummary, z.output<typeof conversationResourceSchema>> = {
  type: "conversations",
  schema: conversationResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    subject: row.subject,
    applicationId: row.applicationId,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessageExcerpt: row.lastMessageExcerpt,
    unreadCount: row.unreadCount,
    archived: row.archived,
    participants: row.participants,
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/conversations/${row.id}`,
};

/** A message; `own` tells the caller's from the others' without comparing ids on the screen. */
export const conversationMessageResource = (
  conversationId: number,
  userId: number,
): ResourceDefinition<ConversationMessageView, z.output<typeof conversationMessageResourceSchema>> => ({
  type: "conversation_messages",
  schema: conversationMessageResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    body: row.body,
    senderId: row.senderId,
    senderName: row.senderName,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    own: row.senderId === userId,
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: () => `/api/v1/conversations/${conversationId}/messages`,
});

export const CONVERSATION_QUERY = { filters: ["q", "state"] };
