import { endOfAmsterdamDay } from "../../../../contract/amsterdam-time";
import type { VacancyStatus, VacancyTag } from "../../../../contract/vacancy-options";

/** One change for many vacancies at once (the bulk-edit screen). */
export type BulkChange =
  | { kind: "status"; status: VacancyStatus }
  | { kind: "expires_at"; date: string }
  | { kind: "add_tags"; tags: VacancyTag[] }
  | { kind: "remove_tags"; tags: VacancyTag[] };

/** The PATCH attributes for one vacancy: tags are set as a whole by the API, so they are computed from its own. */
export function bulkAttributes(change: BulkChange, vacancy: { tags: VacancyTag[] }): Record<string, unknown> {
  switch (change.kind) {
    case "status":
      return { status: change.status };
    case "expires_at":
      return { expires_at: change.date ? (endOfAmsterdamDay(change.date) ?? change.date) : null };
    case "add_tags":
      return { tags: [...new Set([...vacancy.tags, ...change.tags])] };
    case "remove_tags":
      return { tags: vacancy.tags.filter((tag) => !change.tags.includes(tag)) };
  }
}

export type BulkOutcome = { id: string; ok: true } | { id: string; ok: false; reason: string };

/**
 * Sends one request per item, a few at a time (not hundreds at once at a shared server), and reports each outcome
 * as it comes in. One failure does not stop the others.
 */
export async function runBulk<T extends { id: string }>(
  items: T[],
  send: (item: T) => Promise<void>,
  reasonOf: (error: unknown) => string,
  onOutcome: (outcome: BulkOutcome) => void,
  parallel = 3,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next++];
      let outcome: BulkOutcome;
      try {
        await send(item);
        outcome = { id: item.id, ok: true };
      } catch (error) {
        outcome = { id: item.id, ok: false, reason: reasonOf(error) };
      }
      outcomes.push(outcome);
      onOutcome(outcome);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return outcomes;
}
