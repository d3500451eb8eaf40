import { parse } from "cookie";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parse(header)[name] : undefined;
}

/** The selected organization (spec section 4: persisted), sent to the API as Current-Organization-Id. */
export const ORGANIZATION_COOKIE = "current-organization-id";

export const ANALYTICS_CONSENT_COOKIE = "analytics_consent";
export type AnalyticsConsent = "granted" | "denied" | null;

export function readConsent(request: Request): AnalyticsConsent {
  const value = readCookie(request, ANALYTICS_CONSENT_COOKIE);
  return value === "granted" || value === "denied" ? value : null;
}
