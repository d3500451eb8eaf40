import type { Context } from "hono";
import { membershipIds } from "../modules/organisations/organisations.service";
import { type Actor, ANONYMOUS } from "../policy/actor";
import type { AppEnv } from "./types";

/** The request's actor for the policy tables: the signed-in user with his organisations, or anonymous. */
export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const auth = c.var.auth;
  if (!auth) return ANONYMOUS;
  return { user: auth.user, organizationIds: await membershipIds(c.var.deps.db, c.var.site.tenant.id, auth.user.id) };
}
