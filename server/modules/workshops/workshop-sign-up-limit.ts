import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/types";
import { addressLimit } from "../../limits/address-limit";

/** Ten sign-ups in ten minutes per address: a household signs up together, a script does not fill a workshop. */
const signUps = addressLimit({ name: "workshop-sign-ups", limit: 10, windowMs: 10 * 60 * 1000 });

/** Over the limit is refused before the body is read. */
export const signUpLimit = createMiddleware<AppEnv>(async (c, next) => {
  await signUps.refuseOver(c);
  await next();
});

export const countSignUp = (c: Context<AppEnv>) => signUps.count(c);
