import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { FORM_SPAM } from "../../../contract/form-spam";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { addressLimit } from "../../limits/address-limit";

/** One limit for every form a visitor sends (public forms, invitations, the contact form), counted per address. */
const perAddress = addressLimit({
  name: "form-submissions",
  limit: FORM_SPAM.perAddress,
  windowMs: FORM_SPAM.windowMinutes * 60_000,
});

/** Over the limit is a 429 before the body is read. */
export const formSubmissionLimit = createMiddleware<AppEnv>(async (c, next) => {
  await perAddress.refuseOver(c);
  await next();
});

/**
 * Counts the answer against the limit and screens it: true when a bot filled in the honeypot (the caller pretends it
 * worked, so the bot learns nothing); a 422 when it came faster than a person can fill a form in.
 */
export async function isBot(c: Context<AppEnv>, input: { started_at: number; [FORM_SPAM.honeypot]?: string }) {
  await perAddress.count(c);
  if (input[FORM_SPAM.honeypot]) return true;
  if (Date.now() - input.started_at < FORM_SPAM.minFillSeconds * 1000) {
    const detail = c.get("t")("form-answers:errors.tooFast");
    throw new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: "/data/attributes/started_at" } }]);
  }
  return false;
}
