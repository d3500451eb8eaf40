/** Where 'Back to results' leads: the vacancy bank (or the person-to-person bank) with the search the visitor had. */

export const BANK_PATH = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/(?:vacancies\/search|een-op-een-hulp)$/;

/** The state a result's link carries to the vacancy page. */
export interface BankReturnState {
  bankSearch: string;
}

/** A bank address on this site (path and query), or null for anything else, so the link never leaves the bank. */
export function bankReturnOf(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !BANK_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
