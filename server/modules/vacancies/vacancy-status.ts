import { canTransitionVacancy, type VacancyStatus } from "../../../contract/vacancy-options";

export class VacancyTransitionError extends Error {
  constructor(
    readonly from: VacancyStatus,
    readonly to: VacancyStatus,
    /** expired -> published needs a future expiry date. */
    readonly reason: "transition" | "expiry" = "transition",
  ) {
    super(`vacancy cannot go from ${from} to ${to}`);
  }
}

type Current = { status: VacancyStatus; expiresAt: Date | null; publishedAt: Date | null };

/** A status change must follow DESIGN.md section 6; publishing stamps publishedAt once. */
export function statusChange(current: Current, to: VacancyStatus | undefined, expiresAt: Date | null | undefined, now: Date) {
  if (!to || to === current.status) return {};
  if (!canTransitionVacancy(current.status, to)) throw new VacancyTransitionError(current.status, to);
  const expiry = expiresAt === undefined ? current.expiresAt : expiresAt;
  if (to === "published" && current.status === "expired" && (!expiry || expiry <= now)) {
    throw new VacancyTransitionError(current.status, to, "expiry");
  }
  return {
    status: to,
    ...(to === "published" && !current.publishedAt ? { publishedAt: now } : {}),
    // A new expiry date earns a new reminder.
    ...(to === "published" ? { expiryReminderSentAt: null } : {}),
  };
}
