import { VACANCY_TRANSITIONS, type VacancyStatus } from "../../../../contract/vacancy-options";

/**
 * The status changes a person may start from a screen, in the state machine of DESIGN.md section 6. Not offered:
 * 'expired' (the expiry job sets it at expiresAt), 'deleted' (the delete button with its confirmation), and
 * expired -> published while the end date is not in the future (the API refuses that one).
 */
export function statusActions(status: VacancyStatus, expiresAt: string | null, now = new Date()): VacancyStatus[] {
  return VACANCY_TRANSITIONS[status].filter((to) => {
    if (to === "expired" || to === "deleted") return false;
    if (status === "expired" && to === "published") return expiresAt !== null && Date.parse(expiresAt) > now.getTime();
    return true;
  });
}

/** The one-click action of a list row: publish when allowed, else take a published vacancy off the bank (archive). */
export function quickAction(status: VacancyStatus, expiresAt: string | null, now = new Date()): VacancyStatus | null {
  const allowed = statusActions(status, expiresAt, now);
  if (allowed.includes("published")) return "published";
  if (status === "published" && allowed.includes("archived")) return "archived";
  return null;
}
