import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { InvitationState } from "../../../contract/form-submissions";
import { type Database, type Executor, withTenant } from "../../db/client";
import { hashSecretToken, newSecretToken } from "../../security/secret-token";
import { recordAudit } from "../audit/audit.service";
import { countInvitations, type InvitationAllowance, invitationAllowance } from "./form-invitation-limits";
import { ofCenter, type Scope } from "./forms.service";
import { formInvitations, formSubmissions, forms } from "./forms.table";

export type InvitationRow = typeof formInvitations.$inferSelect & { submissionCount: number; multipleSubmissions: boolean };

/** Withdrawn, past its day, answered (when the form takes one answer per invitation), or still to be used. */
export function invitationState(row: InvitationRow, now = new Date()): InvitationState {
  if (row.revokedAt) return "revoked";
  if (row.submissionCount > 0 && !row.multipleSubmissions) return "used";
  if (row.expiresAt <= now) return "expired";
  return "pending";
}

const submissionCount = sql<number>`(select count(*)::int from ${formSubmissions} where ${formSubmissions.invitationId} = ${formInvitations.id})`;

function rowsQuery(tx: Executor, scope: Scope, where: ReturnType<typeof and>) {
  return tx
    .select({
      invitation: formInvitations,
      submissionCount,
      multipleSubmissions: forms.multipleSubmissions,
    })
    .from(formInvitations)
    .innerJoin(forms, eq(forms.id, formInvitations.formId))
    .where(and(ofCenter(scope), where));
}

type Joined = Awaited<ReturnType<typeof rowsQuery>>[number];
const flatten = (row: Joined): InvitationRow => ({
  ...row.invitation,
  submissionCount: row.submissionCount,
  multipleSubmissions: row.multipleSubmissions,
});

export async function listInvitations(
  db: Database,
  scope: Scope,
  formId: number,
  page: { number: number; size: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  return withTenant(db, scope.tenant, async (tx) => {
    const rows = await rowsQuery(tx, scope, eq(formInvitations.formId, formId))
      .orderBy(desc(formInvitations.createdAt), desc(formInvitations.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(formInvitations)
      .where(and(eq(formInvitations.tenantId, scope.tenant), eq(formInvitations.formId, formId)));
    return { rows: rows.map(flatten), total };
  });
}

const distinctAddresses = (emails: string[]) => [...new Set(emails.map((email) => email.trim().toLowerCase()))];

/** What sending would do, without sending: how many invitations, how many replace a working one, what the hour allows. */
export async function previewInvitations(
  db: Database,
  scope: Scope,
  formId: number,
  emails: string[],
): Promise<{ count: number; replacing: number; allowance: InvitationAllowance }> {
  const addresses = distinctAddresses(emails);
  return withTenant(db, scope.tenant, async (tx) => {
    const working = await rowsQuery(
      tx,
      scope,
      and(eq(formInvitations.formId, formId), inArray(formInvitations.email, addresses)),
    );
    const replacing = new Set(
      working
        .map(flatten)
        .filter((row) => invitationState(row) === "pending")
        .map((row) => row.email),
    );
    return { count: addresses.length, replacing: replacing.size, allowance: await invitationAllowance(tx, scope, formId) };
  });
}

/**
 * One personal token per address (each address once, in the order sent); `send` gets each new invitation with its
 * token inside the same transaction, so the mails exist exactly when the invitations do. Inviting an address again
 * replaces its invitation that still works: that one is withdrawn, so an address never holds two working links.
 */
export async function createInvitations(
  db: Database,
  scope: Scope,
  formId: number,
  input: { emails: string[]; expiresAt: Date },
  actorUserId: number | null,
  send: (tx: Executor, invitation: { email: string; token: string; expiresAt: Date }) => Promise<void>,
): Promise<InvitationRow[]> {
  const emails = distinctAddresses(input.emails);
  return withTenant(db, scope.tenant, async (tx) => {
    // Invitations of one form are made one request at a time, so two requests cannot both leave a working link.
    await tx.execute(sql`select 1 from ${forms} where ${forms.id} = ${formId} for update`);
    await countInvitations(tx, scope, formId, emails.length);
    const ids: number[] = [];
    for (const email of emails) {
      await withdrawWorking(tx, scope, formId, email);
      const token = newSecretToken();
      const [row] = await tx
        .insert(formInvitations)
        .values({ tenantId: scope.tenant, formId, email, tokenHash: hashSecretToken(token), expiresAt: input.expiresAt })
        .returning({ id: formInvitations.id });
      ids.push(row.id);
      await send(tx, { email, token, expiresAt: input.expiresAt });
    }
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "form.invited", subjectType: "form", subjectId: formId, details: { count: ids.length } },
      tx,
    );
    const rows = await rowsQuery(tx, scope, inArray(formInvitations.id, ids)).orderBy(formInvitations.id);
    return rows.map(flatten);
  });
}

/** Withdraws the address's invitations to the form that still open it (one used on a single-answer form stays used). */
async function withdrawWorking(tx: Executor, scope: Scope, formId: number, email: string) {
  await tx
    .update(formInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(formInvitations.tenantId, scope.tenant),
        eq(formInvitations.formId, formId),
        eq(formInvitations.email, email),
        isNull(formInvitations.revokedAt),
        gt(formInvitations.expiresAt, sql`now()`),
        sql`(${submissionCount} = 0 or (select ${forms.multipleSubmissions} from ${forms} where ${forms.id} = ${formId}))`,
      ),
    );
}

/** Withdraws an invitation: its link opens nothing from now on. Null when it is not the form's. */
export async function revokeInvitation(db: Database, scope: Scope, formId: number, id: number): Promise<InvitationRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    await tx
      .update(formInvitations)
      .set({ revokedAt: sql`coalesce(${formInvitations.revokedAt}, now())` })
      .where(and(eq(formInvitations.tenantId, scope.tenant), eq(formInvitations.formId, formId), eq(formInvitations.id, id)));
    const [row] = await rowsQuery(tx, scope, and(eq(formInvitations.formId, formId), eq(formInvitations.id, id)));
    return row ? flatten(row) : null;
  });
}

/** The invitation a token opens, on the site's centre; null for an unknown token. */
export async function invitationByToken(tx: Executor, scope: Scope, token: string): Promise<InvitationRow | null> {
  const [row] = await rowsQuery(tx, scope, eq(formInvitations.tokenHash, hashSecretToken(token)));
  return row ? flatten(row) : null;
}
