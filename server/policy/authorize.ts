import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../http/app-error";
import { described } from "../http/openapi/described";
import type { AppEnv } from "../http/types";
import type { Actor, ActorUser } from "./actor";

export type SignedInActor = Actor & { user: ActorUser };

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in user, set by authorized() and signedIn: only routes that declare one of them read it. */
    user: ActorUser;
  }
}

const signInRequired = (c: Context<AppEnv>) =>
  new AppError(401, "not_authorized", c.get("t")("api-errors:detail.signInRequired"));

/** A route's one gate, before it reads its input: a visitor gets a 401, a user the policy refuses a 403. */
export async function authorize(c: Context<AppEnv>, may: (actor: SignedInActor) => boolean): Promise<SignedInActor> {
  const actor = await c.get("actor")();
  if (!actor.user) throw signInRequired(c);
  if (!may(actor as SignedInActor)) throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
  return actor as SignedInActor;
}

/** authorize() declared with the route, before its input validators; `may` may read the request (its selection). */
export const authorized = (may: (actor: SignedInActor, c: Context<AppEnv>) => boolean) =>
  described(
    createMiddleware<AppEnv>(async (c, next) => {
      const actor = await authorize(c, (actor) => may(actor, c));
      c.set("user", actor.user);
      await next();
    }),
    { kind: "gate", policy: true },
  );

/** The signed-in user, else a 401: the gate of a route that admits any signed-in user, without his memberships. */
export function signedInUser(c: Context<AppEnv>): ActorUser {
  const user = c.get("actorUser");
  if (!user) throw signInRequired(c);
  return user;
}

/** Any signed-in user: what he may do with a resource is decided once the route has found it. */
export const signedIn = described(
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("user", signedInUser(c));
    await next();
  }),
  { kind: "gate", policy: false },
);
