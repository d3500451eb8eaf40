import type { TenantId } from "../../config/tenants";
import type { Database, Transaction } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { invitationMail } from "../identity/identity-mails.service";
import { issueResetToken } from "../identity/password-reset.service";
import { findUserWithRoles } from "../identity/users.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";

/** The job that invites the volunteers one batch of an import made. */
export const IMPORT_INVITE_JOB = "import.invite";

/** Where the invitations come from: the centre and the address the import was run on (a job has no request). */
export interface InvitingSite {
  tenant: TenantId;
  centerId: number;
  centerName: string;
  origin: string;
  actorUserId: number;
}

/**
 * Queues the invitations of a batch's volunteers in the batch's own transaction: a batch written is a batch invited,
 * once, whether the run is a request or a job that was retried.
 */
export async function queueInvitations(jobs: Pick<JobQueue, "enqueue">, tx: Transaction, site: InvitingSite, userIds: number[]) {
  if (userIds.length > 0) await jobs.enqueue(IMPORT_INVITE_JOB, { ...site, userIds }, { executor: tx });
}

/**
 * Invites the volunteers an import made with "uitnodigen: ja", as staff's invitation does (POST /users): a
 * single-use link to choose their own password, through the mail queue; never a password of ours. One undone
 * meanwhile is no longer invited, and gets nothing.
 */
async function sendInvitations(db: Database, jobs: JobQueue, site: InvitingSite, userIds: number[]): Promise<void> {
  const center = { id: site.centerId, name: site.centerName };
  const inviter = await findUserWithRoles(db, site.tenant, site.actorUserId);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : site.centerName;
  for (const id of userIds) {
    const invited = await findUserWithRoles(db, site.tenant, id);
    if (invited?.status !== "invited") continue;
    const token = await issueResetToken(db, site.tenant, id);
    const mail = invitationMail({ user: invited, origin: site.origin }, token, inviterName);
    await sendTemplatedMail(jobs, mailSenderOf({ tenant: { id: site.tenant }, center }, invited.email), mail);
  }
}

export function registerInvitationJob(jobs: JobQueue, db: Database) {
  jobs.register(IMPORT_INVITE_JOB, async (payload) => {
    const { userIds, ...site } = payload as unknown as InvitingSite & { userIds: number[] };
    await sendInvitations(db, jobs, site, userIds);
  });
}
