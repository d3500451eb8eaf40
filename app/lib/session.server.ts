import type { RouterContextProvider } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { CurrentUser } from "../../contract/identity";
import type { Locale } from "../../locales/languages";
import { apiFor } from "./api.server";
import { ORGANIZATION_COOKIE, readCookie } from "./cookies";
import { serverContext } from "./server-context";

export const AUTH_COOKIES = ["access-token", "client", "uid"] as const;

/** Spec section 4: signed in only when all three cookies are there. */
export function hasSession(request: Request): boolean {
  return AUTH_COOKIES.every((name) => Boolean(readCookie(request, name)));
}

/** One HttpOnly Set-Cookie line for the whole site; Max-Age 0 clears it. */
export function cookieLine(context: Readonly<RouterContextProvider>, name: string, value: string, maxAge: number): string {
  const { secureCookies } = context.get(serverContext);
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}

/** A new session starts without a selected organization (spec section 4: organization state resets). */
const organizationReset = (context: Readonly<RouterContextProvider>) => cookieLine(context, ORGANIZATION_COOKIE, "", 0);

/** Set-Cookie lines for the triple the API answered with (sign-in). */
export function sessionCookies(context: Readonly<RouterContextProvider>, headers: Headers): string[] {
  const expiry = Number(headers.get("expiry") ?? 0);
  const maxAge = Math.max(0, expiry - Math.floor(Date.now() / 1000));
  return [...AUTH_COOKIES.map((name) => cookieLine(context, name, headers.get(name) ?? "", maxAge)), organizationReset(context)];
}

export function clearedSessionCookies(context: Readonly<RouterContextProvider>, prefix = ""): string[] {
  const cleared = AUTH_COOKIES.map((name) => cookieLine(context, `${prefix}${name}`, "", 0));
  return prefix ? cleared : [...cleared, organizationReset(context)];
}

/** While an admin is signed in as someone else, his own triple waits in admin-* cookies. */
export const ADMIN_PREFIX = "admin-";
const ADMIN_COOKIE_MAX_AGE = 14 * 24 * 3600;

export function savedAdminCookies(request: Request, context: Readonly<RouterContextProvider>): string[] {
  return AUTH_COOKIES.map((name) =>
    cookieLine(context, `${ADMIN_PREFIX}${name}`, readCookie(request, name) ?? "", ADMIN_COOKIE_MAX_AGE),
  );
}

export function restoredAdminCookies(request: Request, context: Readonly<RouterContextProvider>): string[] {
  return [
    ...AUTH_COOKIES.map((name) =>
      cookieLine(context, name, readCookie(request, `${ADMIN_PREFIX}${name}`) ?? "", ADMIN_COOKIE_MAX_AGE),
    ),
    organizationReset(context),
  ];
}

/** The signed-in user, or null; a session the API no longer accepts is cleared by the API's own Set-Cookie. */
export async function loadCurrentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<CurrentUser | null> {
  if (!hasSession(request)) return null;
  try {
    const { data, meta } = await apiFor(context, locale).get<CurrentUser>("/api/v1/current_user", { include: ["roles"] });
    const user = meta.twoFactorSetupRequired ? { ...data, twoFactorSetupRequired: true } : data;
    return meta.impersonatedBy ? { ...user, impersonatedBy: meta.impersonatedBy as CurrentUser["impersonatedBy"] } : user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
