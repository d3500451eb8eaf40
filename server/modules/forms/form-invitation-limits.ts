import { INVITATION_LIMITS } from "../../../contract/form-submissions";
import type { Executor } from "../../db/client";
import { countHitsWithin, type Limit, peekCount } from "../../limits/limit-counters";
import type { Scope } from "./forms.service";

const HOUR = 3_600_000;
export const PER_FORM: Limit = { name: "form-invitations", limit: INVITATION_LIMITS.perFormPerHour, windowMs: HOUR };
const PER_CENTER: Limit = { name: "center-invitations", limit: INVITATION_LIMITS.perCenterPerHour, windowMs: HOUR };

/** How many invitations the form may still send in this hour, and when more may go (epoch ms; null: not limited now). */
export interface InvitationAllowance {
  left: number;
  renewsAt: number | null;
}

const keys = (scope: Scope, formId: number) => ({
  form: `${scope.tenant}:${formId}`,
  center: `${scope.tenant}:${scope.centerId}`,
});

export async function invitationAllowance(tx: Executor, scope: Scope, formId: number): Promise<InvitationAllowance> {
  const key = keys(scope, formId);
  const counted = [
    { limit: PER_FORM, counted: await peekCount(tx, PER_FORM, key.form) },
    { limit: PER_CENTER, counted: await peekCount(tx, PER_CENTER, key.center) },
  ].map(({ limit, counted }) => ({
    left: Math.max(0, limit.limit - (counted?.count ?? 0)),
    endsAt: counted?.windowEndsAt ?? null,
  }));
  const tightest = counted[0].left <= counted[1].left ? counted[0] : counted[1];
  return { left: tightest.left, renewsAt: tightest.endsAt };
}

/** More invitations than the hour still allows: nothing is sent. */
export class InvitationLimitError extends Error {
  constructor(
    readonly asked: number,
    readonly allowance: InvitationAllowance,
  ) {
    super("invitation limit");
  }
}

/**
 * Counts `n` invitations against the form's and the centre's hour, or throws InvitationLimitError; inside the
 * transaction that makes them, so a refusal or a failure takes the count back.
 */
export async function countInvitations(tx: Executor, scope: Scope, formId: number, n: number): Promise<void> {
  const allowance = await invitationAllowance(tx, scope, formId);
  const key = keys(scope, formId);
  const fits =
    n <= allowance.left &&
    (await countHitsWithin(tx, PER_FORM, key.form, n)) !== null &&
    (await countHitsWithin(tx, PER_CENTER, key.center, n)) !== null;
  if (!fits) throw new InvitationLimitError(n, allowance);
}
