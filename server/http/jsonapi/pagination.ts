import type { Context } from "hono";
import type { AppEnv } from "../types";
import type { ListPage } from "./document";

/** This request's page of a list of `total` items, for the document builder's counts and links. */
export function listPage(c: Context<AppEnv>, page: { number: number; size: number }, total: number): ListPage {
  return { path: c.req.path, params: new URL(c.req.url).searchParams, ...page, total };
}

/** A page of a list that is already whole in memory (a user's organizations, sessions, a tenant's centres). */
export function slicePage<T>(rows: T[], page: { number: number; size: number }): T[] {
  return rows.slice((page.number - 1) * page.size, page.number * page.size);
}
