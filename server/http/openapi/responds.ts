import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../types";
import { described, type ResponseDescription } from "./described";

/**
 * Declares what a route answers, for the API's description: its summary, the resource (the contract's schema via
 * its definition), and its own 4xx. A no-op at run time; the walk test holds each GET's real answers to it.
 */
export const responds = (description: ResponseDescription): MiddlewareHandler<AppEnv> =>
  described<MiddlewareHandler<AppEnv>>(async (_c, next) => next(), { kind: "responds", ...description });
