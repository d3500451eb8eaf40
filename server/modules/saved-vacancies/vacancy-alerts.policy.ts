import type { Actor } from "../../policy/actor";

export type VacancyAlertAction = "read" | "update" | "delete";

/**
 * A search alert is its maker's alone (issue 19, item 4): he sees, changes and deletes it; nobody else does, not even
 * the centre's staff (an address and a search are his business). A guest's alert is ended by its mails' links.
 */
export function canVacancyAlert(actor: Actor, _action: VacancyAlertAction, alert: { userId: number | null }): boolean {
  return actor.user !== null && alert.userId !== null && alert.userId === actor.user.id;
}
