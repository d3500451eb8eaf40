import { z } from "zod";
import { resourceId } from "./ids";

/** DESIGN.md section 5: a message body is plain text of up to 10,000 characters. */
export const MESSAGE_MAX_LENGTH = 10_000;

const messageBody = z.string().trim().min(1).max(MESSAGE_MAX_LENGTH);

/**
 * Starting one: centre staff with an organization (subject and body), or anyone who may open an application's
 * (subject defaults to the vacancy's title, the first message is optional). The route says which field is missing.
 */
export const conversationCreateSchema = z.object({
  subject: z.string().trim().min(3).max(120).optional(),
  body: messageBody.optional(),
  organization_id: resourceId.optional(),
  application_id: resourceId.optional(),
});

export const conversationMessageSchema = z.object({ body: messageBody });

/** The caller's own view of a conversation: archive it, take it back, or mark it read. */
export const conversationUpdateSchema = z.object({
  archived: z.boolean().optional(),
  read: z.literal(true).optional(),
});

export const CONVERSATION_STATES = ["open", "archived"] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export interface ConversationParticipant {
  kind: "user" | "organization";
  id: number;
  name: string;
}

export interface Conversation {
  id: string;
  type: "conversations";
  subject: string;
  applicationId: number | null;
  lastMessageAt: string;
  lastMessageExcerpt: string | null;
  unreadCount: number;
  archived: boolean;
  participants: ConversationParticipant[];
  createdAt: string;
}

export interface ConversationMessage {
  id: string;
  type: "conversation_messages";
  body: string;
  senderId: number | null;
  senderName: string | null;
  organizationId: number | null;
  organizationName: string | null;
  own: boolean;
  createdAt: string;
}
