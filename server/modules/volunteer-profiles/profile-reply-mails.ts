import { eq } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { users } from "../identity/identity.table";
import { recipientValues } from "../identity/recipient-values.service";
import { notify } from "../notifications/notifications.service";
import type { ProfileReplyRecord } from "./profile-replies.service";

export interface ReplyContext {
  tenant: TenantId;
  centerId: number;
  center: string;
  origin: string;
  organization: string;
}

/** The volunteer hears of a reply at once in the app, and by mail in his language (unless archived). */
export async function tellVolunteer(queue: JobQueue, tx: Transaction, reply: ProfileReplyRecord, context: ReplyContext) {
  const { tenant } = context;
  await notify(tx, tenant, [reply.volunteerId], {
    kind: "profile_reply_received",
    data: { organization: context.organization },
    link: "/profile-replies",
  });
  const [user] = await tx.select().from(users).where(eq(users.id, reply.volunteerId));
  if (!user || user.status === "archived") return;
  await sendTemplatedMail(
    queue,
    { tenant, centerId: context.centerId, center: context.center, to: user.email, muted: user.mutedMails },
    {
      template: "profile_reply",
      locale: user.locale,
      values: {
        ...recipientValues(user),
        organization: context.organization,
        message: reply.body,
        replies_url: `${context.origin}/${user.locale}/profile-replies`,
      },
    },
    tx,
  );
}
