import { type Context, Hono } from "hono";
import { AppError } from "../../http/app-error";
import { sendDocument } from "../../http/jsonapi/errors";
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

digestRoutes.post("/digest_unsubscriptions", async (c) => {
  const { deps, site, t } = c.var;
  const token = (await tokenOf(c)).slice(0, MAX_TOKEN);
  if (!token || !(await unsubscribeByToken(deps.db, site.tenant.id, hashSecretToken(token)))) {
    throw new AppError(422, "invalid_token", t("api-errors:detail.digestTokenUnknown"), [{ source: { pointer: "/token" } }]);
  }
  return sendDocument(c, { meta: { message: t("profile:periodicMail.unsubscribed") } });
});
