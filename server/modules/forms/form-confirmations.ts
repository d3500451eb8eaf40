import type { Context } from "hono";
import type { Executor } from "../../db/client";
import type { AppEnv } from "../../http/types";
import { countHit, type Limit, retryAfterMs } from "../../limits/limit-counters";

const HOUR = 3_600_000;

/**
 * Confirmations to an address someone typed in (decision 17): a few an hour per address, whatever form or tenant
 * sends them, and a form's share an hour, so a form is no way to mail strangers.
 */
export const CONFIRMATION_LIMITS = {
  perRecipient: { name: "form-confirmations-to", limit: 3, windowMs: HOUR },
  perForm: { name: "form-confirmations-of", limit: 100, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/** Whether the address is the signed-in user's own, confirmed one: only there may a mail carry what was typed. */
export function isOwnConfirmedAddress(c: Context<AppEnv>, email: string): boolean {
  const user = c.get("auth")?.user;
  return Boolean(user?.confirmedAt) && user?.email.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Counts a confirmation to a typed address against both limits, in the transaction that queues it; false when
 * either is reached (then none goes, and the answers are kept all the same).
 */
export async function mayConfirm(tx: Executor, tenant: string, formId: number, email: string): Promise<boolean> {
  const { perRecipient, perForm } = CONFIRMATION_LIMITS;
  const toAddress = await countHit(tx, perRecipient, email.trim().toLowerCase());
  const ofForm = await countHit(tx, perForm, `${tenant}:${formId}`);
  return retryAfterMs(perRecipient, toAddress) === 0 && retryAfterMs(perForm, ofForm) === 0;
}
