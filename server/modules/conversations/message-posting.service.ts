import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { type ConversationMailPayload, queueConversationMails } from "./conversation-mails";
import { notifyOfMessage } from "./conversation-notifications";
import { addMessage, type NewMessage } from "./conversations.service";

export type PostingContext = Omit<ConversationMailPayload, "userId" | "conversationId">;

/** A message and what follows it in the same transaction: the recipients' notifications at once, their delayed mails. */
export function postMessage(db: Database, queue: JobQueue, context: PostingContext, conversationId: number, message: NewMessage) {
  const { tenant } = context;
  return addMessage(db, tenant, conversationId, message, async (tx, recipients) => {
    const sender = { userId: message.senderId, organizationId: message.organizationId };
    await notifyOfMessage(tx, tenant, conversationId, sender, recipients);
    await queueConversationMails(queue, tx, recipients, { ...context, conversationId });
  });
}
