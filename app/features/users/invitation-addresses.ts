import { z } from "zod";
import { INVITATION_LIMITS } from "../../../contract/form-submissions";

const EMAIL = z.email().max(254);

/** What is wrong with the typed addresses, as a key of forms:invitations and its values. */
export type AddressProblem =
  | { key: "none" }
  | { key: "invalid"; count: number; list: string }
  | { key: "tooMany"; count: number; max: number };

/**
 * The addresses typed into the invitation form: one per line or separated by commas or semicolons, each once
 * (whatever its capitals); "Anna <anna@example.nl>" counts as the address between the brackets.
 */
export function parseAddresses(text: string): { emails: string[]; invalid: string[] } {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\r\n,;]+/)) {
    const entry = part.trim();
    if (!entry) continue;
    const address = (/<([^<>]*)>\s*$/.exec(entry)?.[1] ?? entry).trim().toLowerCase();
    if (!EMAIL.safeParse(address).success) invalid.push(entry);
    else if (!emails.includes(address)) emails.push(address);
  }
  return { emails, invalid };
}

/** Why the typed addresses cannot be sent, or null: none at all, some that are no address, or more than allowed. */
export function addressProblem(text: string): AddressProblem | null {
  const { emails, invalid } = parseAddresses(text);
  if (invalid.length > 0) return { key: "invalid", count: invalid.length, list: invalid.slice(0, 5).join(", ") };
  if (emails.length === 0) return { key: "none" };
  if (emails.length > INVITATION_LIMITS.perRequest) {
    return { key: "tooMany", count: emails.length, max: INVITATION_LIMITS.perRequest };
  }
  return null;
}
