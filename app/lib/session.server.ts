import { type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { CurrentUser } from "../../contract/identity";
import type { Locale } from "../../locales/resources";
import { apiFor } from "./api.server";
import { readCookie } from "./cookies";
import { serverContext } from "./server-context";

const AUTH_COOKIES = ["access-token", "client", "uid"] as const;

/** Spec section 4: signed in only when all three cookies are there. */
export function hasSession(request: Request): boolean {
  return AUTH_COOKIES.every((name) => Boolean(readCookie(request, name)));
}

/** Set-Cookie lines for the triple the API answered with (sign-in). */
export function sessionCookies(context: Readonly<RouterContextProvider>, headers: Headers): string[] {
  const { secureCookies } = context.get(serverContext);
  const expiry = Number(headers.get("expiry") ?? 0);
  const maxAge = Math.max(0, expiry - Math.floor(Date.now() / 1000));
  return AUTH_COOKIES.map(
    (name) =>
      `${name}=${encodeURIComponent(headers.get(name) ?? "")}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
  );
}

export function clearedSessionCookies(context: Readonly<RouterContextProvider>, prefix = ""): string[] {
  const { secureCookies } = context.get(serverContext);
  return AUTH_COOKIES.map(
    (name) => `${prefix}${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
  );
}

/** While an admin is signed in as someone else, his own triple waits in admin-* cookies. */
export const ADMIN_PREFIX = "admin-";

export function savedAdminCookies(request: Request, context: Readonly<RouterContextProvider>): string[] {
  const { secureCookies } = context.get(serverContext);
  return AUTH_COOKIES.map(
    (name) =>
      `${ADMIN_PREFIX}${name}=${encodeURIComponent(readCookie(request, name) ?? "")}; Path=/; Max-Age=${14 * 24 * 3600}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
  );
}

export function restoredAdminCookies(request: Request, context: Readonly<RouterContextProvider>): string[] {
  const { secureCookies } = context.get(serverContext);
  return AUTH_COOKIES.map(
    (name) =>
      `${name}=${encodeURIComponent(readCookie(request, `${ADMIN_PREFIX}${name}`) ?? "")}; Path=/; Max-Age=${14 * 24 * 3600}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`,
  );
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
    return meta.impersonatedBy ? { ...data, impersonatedBy: meta.impersonatedBy as CurrentUser["impersonatedBy"] } : data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Only a path on this site may be a return address after login. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}

/** Spec section 2: a non-public route sends a visitor to the login page, and back after login. */
export async function requireSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<CurrentUser> {
  const user = await loadCurrentUser(request, context, locale);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(`/${locale}/auth/login-1?redirectTo=${encodeURIComponent(back)}`);
}
