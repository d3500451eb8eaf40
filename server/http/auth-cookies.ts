import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { secureCookies } from "./cookies";
import type { AppEnv } from "./types";

/** DESIGN.md section 4: the web app keeps the triple in HttpOnly, SameSite=Lax cookies. */
export const AUTH_COOKIES = ["access-token", "client", "uid"] as const;

export interface AuthTriple {
  "access-token": string;
  client: string;
  uid: string;
  expiry: number;
}

export function setAuthHeaders(c: Context<AppEnv>, triple: AuthTriple) {
  c.header("access-token", triple["access-token"]);
  c.header("client", triple.client);
  c.header("uid", triple.uid);
  c.header("expiry", String(triple.expiry));
  c.header("token-type", "Bearer");
}

export function setAuthCookies(c: Context<AppEnv>, triple: AuthTriple) {
  const maxAge = Math.max(0, triple.expiry - Math.floor(Date.now() / 1000));
  const options = { path: "/", httpOnly: true, sameSite: "Lax", secure: secureCookies(c), maxAge } as const;
  for (const name of AUTH_COOKIES) setCookie(c, name, triple[name], options);
}

export function clearAuthCookies(c: Context<AppEnv>) {
  for (const name of AUTH_COOKIES) deleteCookie(c, name, { path: "/", secure: secureCookies(c) });
}
