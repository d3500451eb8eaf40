import { randomUUID } from "node:crypto";

const KEPT = 10_000;
const spent = new Set<string>();

/** A token a form carries once, so that the same submission sent twice (double click, resend) is done once. */
export const issueOnceToken = (): string => randomUUID();

/** True the first time a token is spent, false for every repeat; the oldest tokens are forgotten past KEPT. */
export function spendOnceToken(token: string): boolean {
  if (!token || spent.has(token)) return false;
  spent.add(token);
  if (spent.size > KEPT) spent.delete(spent.values().next().value as string);
  return true;
}
