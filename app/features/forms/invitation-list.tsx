import type { FormInvitation, InvitationState } from "../../../contract/form-submissions";
import { DeleteForm } from "../../components/ui/delete-form";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useFormDates } from "./form-dates";
import "../../lib/texts/forms";
import { BADGE } from "./form-badge";

const STATE_CLASSES: Record<InvitationState, string> = {
  pending: "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
  used: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  expired: "bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100",
  revoked: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/**
 * A form's invitations, newest first: the address, its state, when it was sent and until when its link works, how
 * often it was answered; one still to be used can be withdrawn (it stays in the list as withdrawn).
 */
export function InvitationList({ invitations, total }: { invitations: FormInvitation[]; total: number }) {
  const { t } = useTranslation();
  const dates = useFormDates();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:invitations.${key}`, options);
  if (invitations.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-6 text-fg-muted">{label("empty")}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      {total > invitations.length && (
        <p className="text-sm text-fg-muted">{label("newest", { shown: invitations.length, total })}</p>
      )}
      <ul
        className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
        aria-label={label("title")}
        data-testid="invitations-list"
      >
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex items-center gap-3 p-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-medium break-words">{invitation.email}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
                <span className={cn(BADGE, STATE_CLASSES[invitation.state])}>{label(`states.${invitation.state}`)}</span>
                <span>{label("sent", { date: dates.day.format(new Date(invitation.createdAt)) })}</span>
                {invitation.state === "pending" && (
                  <span>{label("expires", { date: dates.day.format(new Date(invitation.expiresAt)) })}</span>
                )}
                {invitation.state === "expired" && (
                  <span>{label("expired", { date: dates.day.format(new Date(invitation.expiresAt)) })}</span>
                )}
                {invitation.submissionCount > 0 && <span>{label("answered", { count: invitation.submissionCount })}</span>}
              </p>
            </div>
            {invitation.state === "pending" && (
              <DeleteForm
                compact
                label={label("revoke")}
                accessibleLabel={label("revokeNamed", { email: invitation.email })}
                confirm={label("confirmRevoke", { email: invitation.email })}
                hidden={{ invitation: invitation.id }}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
