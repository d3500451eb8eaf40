import { type Context, Hono } from "hono";
import {
  type MatchFollowupLinkState,
  matchFollowupAnswerSchema,
  matchFollowupLinkMeta,
  matchFollowupOptOutSchema,
} from "../../../contract/match-followups";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { plainBody } from "../../http/jsonapi/body-input";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { hashSecretToken } from "../../security/secret-token";
import { answerFollowup, findFollowupLink, optOutOfFollowups } from "./match-followups.service";

/** Issue 44: the mailed follow-up links; the token is the proof, so no session is needed. GET never records. */
export const matchFollowupRoutes = new Hono<AppEnv>();

const MAX_TOKEN = 128;

const TOKEN_ERRORS = {
  unknown: "tokenUnknown",
  answered: "tokenUsed",
  expired: "tokenExpired",
} as const satisfies Record<Exclude<MatchFollowupLinkState, "open"> | "unknown", string>;

const tokenError = (c: Context<AppEnv>, state: keyof typeof TOKEN_ERRORS, status: 404 | 422 = 422) => {
  const detail = c.get("t")(`match-followups:errors.${TOKEN_ERRORS[state]}`);
  return new AppError(status, status === 404 ? "not_found" : "invalid_token", detail, [
    { detail, source: { pointer: "/token" } },
  ]);
};

matchFollowupRoutes.get(
  "/match_followups",
  responds({
    summary: "Read a follow-up link",
    description: "The question behind a mailed follow-up link (?token=): whose, about which match, and whether it still answers.",
    meta: matchFollowupLinkMeta,
    query: { token: "The token from the mailed link." },
    // An unknown token.
    errors: [404],
  }),
  async (c) => {
    const { deps, site } = c.var;
    const token = (c.req.query("token") ?? "").slice(0, MAX_TOKEN);
    const link = token ? await findFollowupLink(deps.db, site.tenant.id, hashSecretToken(token)) : null;
    if (!link) throw tokenError(c, "unknown", 404);
    return sendDocument(c, { meta: { ...link } });
  },
);

matchFollowupRoutes.post(
  "/match_followup_answers",
  responds({
    summary: "Answer a follow-up",
    description: "Did the match start? Once per mailed link, before it expires; no session needed.",
    meta: wireMessage,
    status: 201,
    // A bad answer, or an unknown, used or expired token.
    errors: [422],
  }),
  plainBody(matchFollowupAnswerSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const input = c.req.valid("json");
    const state = await answerFollowup(deps.db, site.tenant.id, hashSecretToken(input.token), {
      answer: input.answer,
      comment: input.comment ?? null,
    });
    if (state !== "open") throw tokenError(c, state);
    return sendDocument(c, { meta: { message: t("match-followups:recorded") } }, 201);
  },
);

matchFollowupRoutes.post(
  "/match_followup_opt_outs",
  responds({
    summary: "Opt out of follow-ups",
    description: "No more follow-up mails for the mailed link's recipient; no session needed.",
    meta: wireMessage,
    status: 201,
    // An unknown token.
    errors: [422],
  }),
  plainBody(matchFollowupOptOutSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    if (!(await optOutOfFollowups(deps.db, site.tenant.id, hashSecretToken(c.req.valid("json").token))))
      throw tokenError(c, "unknown");
    return sendDocument(c, { meta: { message: t("match-followups:optedOut") } }, 201);
  },
);
