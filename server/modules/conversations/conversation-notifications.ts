import { eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import { users } from "../identity/identity.table";
import { notifyOnce } from "../notifications/notifications.service";
import { organizations } from "../organizations/organizations.table";
import { conversations } from "./conversations.table";

/**
 * The recipients of a new message are told at once, in the app: who wrote (the organization he spoke for, or his
 * name) and about what. One unread notification per conversation, however many messages follow.
 */
export async function notifyOfMessage(
  tx: Transaction,
  tenant: TenantId,
  conversationId: number,
  sender: { userId: number; organizationId: number | null },
  recipients: number[],
) {
  if (recipients.length === 0) return;
  const [conversation] = await tx
    .select({ subject: conversations.subject })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const [writer] = sender.organizationId
    ? await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, sender.organizationId))
    : await tx
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, sender.userId))
        .then((rows) => rows.map((r) => ({ name: `${r.first} ${r.last}` })));
  await notifyOnce(tx, tenant, recipients, {
    kind: "message_received",
    data: { name: writer?.name ?? "", subject: conversation?.subject ?? "" },
    link: `/conversations/${conversationId}`,
  });
}
