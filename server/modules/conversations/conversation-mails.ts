import { and, eq, sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { users } from "../identity/identity.table";
import { recipientValues } from "../identity/recipient-values.service";
import { unreadFor } from "./conversations.service";
import { conversationMessages, conversations } from "./conversations.table";

export const CONVERSATION_MAIL_JOB = "conversations.mail";
/** A burst of messages makes one mail: it goes this long after the first, if still unread by then. */
export const CONVERSATION_MAIL_DELAY_MS = 5 * 60_000;
const EXCERPT_LENGTH = 300;

export interface ConversationMailPayload {
  tenant: TenantId;
  conversationId: number;
  userId: number;
  origin: string;
  center: string;
  /** Whose templates write the mail; absent in jobs queued before templates. */
  centerId?: number;
}

/** One delayed mail job per recipient, unless one is already pending for him and this conversation. */
export async function queueConversationMails(
  queue: JobQueue,
  tx: Transaction,
  recipients: number[],
  context: Omit<ConversationMailPayload, "userId">,
) {
  for (const userId of recipients) {
    const key = { conversationId: context.conversationId, userId, tenant: context.tenant };
    const pending = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, CONVERSATION_MAIL_JOB),
          sql`${jobs.completedAt} is null`,
          sql`${jobs.payload} @> ${JSON.stringify(key)}::jsonb`,
        ),
      )
      .limit(1);
    if (pending.length) continue;
    const payload: ConversationMailPayload = { ...context, userId };
    await queue.enqueue(CONVERSATION_MAIL_JOB, { ...payload }, { delayMs: CONVERSATION_MAIL_DELAY_MS, executor: tx });
  }
}

/** When the delay is over: a mail only if the user still has unread messages there, in his language. */
async function sendIfUnread(queue: JobQueue, db: Database, payload: ConversationMailPayload) {
  const { tenant, conversationId, userId } = payload;
  if ((await unreadFor(db, tenant, conversationId, userId)) === 0) return;
  const found = await withTenant(db, tenant, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId));
    const [newest] = await tx
      .select({
        body: conversationMessages.body,
        sender: sql<
          string | null
        >`(select first_name || ' ' || last_name from ${users} where id = ${conversationMessages.senderId})`,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(sql`${conversationMessages.createdAt} desc, ${conversationMessages.id} desc`)
      .limit(1);
    return user && conversation && newest && user.status !== "archived" ? { user, conversation, newest } : null;
  });
  if (!found) return;
  const { user, conversation, newest } = found;
  const excerpt = newest.body.length > EXCERPT_LENGTH ? `${newest.body.slice(0, EXCERPT_LENGTH)}…` : newest.body;
  await sendTemplatedMail(
    queue,
    { tenant, centerId: payload.centerId ?? null, center: payload.center, to: user.email, muted: user.mutedMails },
    {
      template: "conversation_message",
      locale: user.locale,
      values: {
        ...recipientValues(user),
        sender: newest.sender ?? "",
        subject: conversation.subject,
        message: excerpt,
        conversation_url: `${payload.origin}/${user.locale}/conversations/${conversationId}`,
      },
    },
  );
}

export function registerConversationJobs(queue: JobQueue, db: Database) {
  queue.register(CONVERSATION_MAIL_JOB, (payload) => sendIfUnread(queue, db, payload as unknown as ConversationMailPayload));
}
