import { sql } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import type { JobQueue } from "../../jobs/queue";
import { sweepCounters } from "../../limits/limit-counters";
import { sendTemplatedMail, type TemplatedMail } from "../../mail/templates/templated-mail.service";
import { allTenantIds } from "../tenancy/tenants.service";
import { requestAccountDeletion } from "./account-deletion.service";
import { deleteExpiredTokens } from "./auth-tokens.service";
import {
  accountDeletionMail,
  alreadyRegisteredMail,
  confirmationMail,
  passwordResetMail,
  signInAttackMail,
} from "./identity-mails.service";
import { deleteExpiredOperatorTokens } from "./operators.service";
import { startPasswordReset } from "./password-reset.service";
import { findUnconfirmed, newConfirmationToken, type SignupInput, signUp } from "./signup.service";
import { findUserByEmail } from "./users.service";

/** What a request hands to a job that mails an address: the site it came from. */
export interface MailRequest {
  tenant: TenantId;
  /** Whose templates write the mail; absent in jobs queued before templates. */
  centerId?: number;
  email: string;
  center: string;
  origin: string;
}

/** The request for a mail to `email` from the site a request came in on. */
export const mailRequestOf = (
  site: { tenant: { id: TenantId }; center: { id: number; name: string }; origin: string },
  email: string,
): MailRequest => ({ tenant: site.tenant.id, centerId: site.center.id, email, center: site.center.name, origin: site.origin });

/**
 * Requests that mail an address whose account may or may not exist only queue one of these jobs, the same work
 * either way, so that their timing says nothing about the account (issue 10, item 7); the job finds out.
 */
export const IDENTITY_JOBS = {
  signUp: "identity.sign-up",
  passwordReset: "identity.password-reset",
  confirmationResend: "identity.confirmation-resend",
  accountDeletion: "identity.account-deletion",
  attackWarning: "identity.attack-warning",
} as const;

export type SignUpRequest = MailRequest & Omit<SignupInput, "password"> & { passwordHash: string };

export function enqueueMailRequest(
  queue: JobQueue,
  name: (typeof IDENTITY_JOBS)[keyof typeof IDENTITY_JOBS],
  request: MailRequest | SignUpRequest,
) {
  return queue.enqueue(name, { ...request });
}

const SWEEP_EVERY_MS = 15 * 60_000;
export const EXPIRED_TOKENS_JOB = "identity.expired_tokens";
const EXPIRED_TOKENS_EVERY_MS = 60 * 60_000;

/** Expired sign-in tokens go, so the table holds live sessions only; the platform operators' too (decision 26). */
export async function removeExpiredTokens(db: Database, now = new Date()): Promise<number> {
  let removed = await deleteExpiredOperatorTokens(db, now);
  for (const tenant of await allTenantIds(db)) removed += await deleteExpiredTokens(db, tenant, now);
  return removed;
}

/** A finished sign-up job (a person's or an organization's) keeps no password hash in the queue. */
export async function forgetSignUpPasswords(db: Database) {
  await db.execute(sql`
    update ${jobs} set payload = payload - 'passwordHash' #- '{user,passwordHash}'
    where (payload ? 'passwordHash' or payload -> 'user' ? 'passwordHash')
      and (completed_at is not null or attempts >= max_attempts)`);
}

export function registerIdentityJobs(queue: JobQueue, db: Database) {
  const mail = (request: MailRequest, to: string, content: TemplatedMail) =>
    sendTemplatedMail(queue, { tenant: request.tenant, centerId: request.centerId ?? null, center: request.center, to }, content);

  queue.register(IDENTITY_JOBS.signUp, async (payload) => {
    const request = payload as unknown as SignUpRequest;
    const { tenant, center: _center, origin, ...input } = request;
    const outcome = await signUp(db, tenant, input);
    const ctx = { user: outcome.user, origin };
    const content = outcome.kind === "created" ? confirmationMail(ctx, outcome.token) : alreadyRegisteredMail(ctx);
    await mail(request, outcome.user.email, content);
  });
  queue.register(IDENTITY_JOBS.passwordReset, async (payload) => {
    const request = payload as unknown as MailRequest;
    const started = await startPasswordReset(db, request.tenant, request.email);
    if (started) await mail(request, started.user.email, passwordResetMail({ ...request, user: started.user }, started.token));
  });
  queue.register(IDENTITY_JOBS.confirmationResend, async (payload) => {
    const request = payload as unknown as MailRequest;
    const user = await findUnconfirmed(db, request.tenant, request.email);
    if (!user) return;
    const token = await newConfirmationToken(db, request.tenant, user.id);
    await mail(request, user.email, confirmationMail({ ...request, user }, token));
  });
  queue.register(IDENTITY_JOBS.accountDeletion, async (payload) => {
    const request = payload as unknown as MailRequest;
    const requested = await requestAccountDeletion(db, request.tenant, request.email);
    if (requested) {
      await mail(request, requested.user.email, accountDeletionMail({ ...request, user: requested.user }, requested.token));
    }
  });
  queue.register(IDENTITY_JOBS.attackWarning, async (payload) => {
    const request = payload as unknown as MailRequest;
    const user = await findUserByEmail(db, request.tenant, request.email);
    if (user && user.status !== "archived") await mail(request, user.email, signInAttackMail({ ...request, user }));
  });
  queue.every("identity.sweep", SWEEP_EVERY_MS, async () => {
    await sweepCounters(db);
    await forgetSignUpPasswords(db);
  });
  queue.every(EXPIRED_TOKENS_JOB, EXPIRED_TOKENS_EVERY_MS, async () => {
    await removeExpiredTokens(db);
  });
}
