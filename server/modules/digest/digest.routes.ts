import { type Context, Hono } from "hono";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { hashSecretToken } from "../../security/secret-token";
import { unsubscribeByToken } from "./digest.service";

/** The periodic summary's unsubscribe (issue 17, item 4): the token from the mail is the proof, no session needed. */
export const digestRoutes = new Hono<AppEnv>();

const MAX_TOKEN = 200;

/** The token from the address (RFC 8058 one-click, whose body is only "List-Unsubscribe=One-Click") or a JSON body. */
async function tokenOf(c: Context<AppEnv>): Promise<string> {
  const fromQuery = c.req.query("token");
  if (fromQuery) return fromQuery;
  if (!(c.req.header("content-type") ?? "").includes("json")) return "";
  const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
  return typeof body?.token === "string" ? body.token : "";
}

digestRoutes.post(
  "/digest_unsubscriptions",
  responds({
    summary: "Unsubscribe from the periodic summary",
    description:
      "The token from the mail (`?token=` for a one-click unsubscribe, or a JSON body `{ token }`) is the proof; no session needed.",
    meta: wireMessage,
    query: { token: "The token from the mail, for a one-click unsubscribe (or send it as `{ token }`)." },
    errors: [422],
  }),
  async (c) => {
    const { deps, site, t } = c.var;
    const token = (await tokenOf(c)).slice(0, MAX_TOKEN);
    if (!token || !(await unsubscribeByToken(deps.db, site.tenant.id, hashSecretToken(token)))) {
      throw new AppError(422, "invalid_token", t("api-errors:detail.digestTokenUnknown"), [{ source: { pointer: "/token" } }]);
    }
    return sendDocument(c, { meta: { message: t("profile:periodicMail.unsubscribed") } });
  },
);
