import { Hono } from "hono";
import { z } from "zod";
import { parseResourceId } from "../../../contract/ids";
import { AppError } from "../../http/app-error";
import { clearAuthCookies } from "../../http/auth-cookies";
import { requireUser } from "../../http/authenticate";
import { readPlainBody } from "../../http/jsonapi/body";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery, WHOLE_LIST } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { confirmAccountDeletion, revokeSession, sessionsOf } from "./account-deletion.service";
import { limitMailRequest, mayMailAccount } from "./auth-limits.service";
import { enqueueMailRequest, IDENTITY_JOBS } from "./identity-jobs";
import { verifyPassword } from "./passwords";
import { anonymiseUser } from "./user-admin.service";

export const accountRoutes = new Hono<AppEnv>();

type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number] & { current: boolean };

const sessionResource: ResourceDefinition<SessionRow> = {
  type: "auth_tokens",
  id: (row) => row.id,
  attributes: (row) => ({
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.current,
    impersonated: row.impersonatorUserId !== null,
  }),
};

// /auth/token: the devices a user is signed in on; each can be signed out from here.
accountRoutes.get("/auth_tokens", async (c) => {
  const auth = requireUser(c);
  const { page } = parseJsonApiQuery(new URL(c.req.url), WHOLE_LIST, c.var.t);
  const rows = await sessionsOf(c.var.deps.db, c.var.site.tenant.id, auth.user.id);
  const sessions = rows
    .map((row) => ({ ...row, current: row.client === auth.client }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const list = listPage(c, page, sessions.length);
  return sendDocument(c, toResourceDocument(sessionResource, slicePage(sessions, page), { list }));
});

accountRoutes.delete("/auth_tokens/:id", async (c) => {
  const auth = requireUser(c);
  const id = parseResourceId(c.req.param("id"));
  if (!id || !(await revokeSession(c.var.deps.db, c.var.site.tenant.id, auth.user.id, id))) {
    throw new AppError(
      404,
      "not_found",
      c.var.t("errors:detail.resourceNotFound", { type: "auth_token", id: c.req.param("id") }),
    );
  }
  return c.body(null, 204);
});

// Signed in: deleting one's own account asks for the password, then erases the personal data.
accountRoutes.delete("/current_user", async (c) => {
  const auth = requireUser(c);
  // Someone acting as another user may not delete that account, whatever he sends.
  if (auth.impersonatorUserId) throw new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));
  const { password } = await readPlainBody(c, z.object({ password: z.string().min(1).max(128) }));
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    throw new AppError(422, "validation_failed", c.var.t("errors:detail.passwordWrong"), [{ source: { pointer: "/password" } }]);
  }
  await anonymiseUser(c.var.deps.db, c.var.site.tenant.id, auth.user.id, auth.user.id);
  if (auth.viaCookie) clearAuthCookies(c);
  return c.body(null, 204);
});

// Signed out: a link by e-mail; the answer is the same for any address.
accountRoutes.post("/account_deletions", async (c) => {
  const { deps, site } = c.var;
  const { email } = await readPlainBody(c, z.object({ email: z.email().max(254) }));
  await limitMailRequest(c, "deletion");
  if (await mayMailAccount(c, "deletion", email)) {
    const request = { tenant: site.tenant.id, email, center: site.center.name, origin: site.origin };
    await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.accountDeletion, request);
  }
  return sendDocument(c, { meta: { message: c.var.t("identity:deletion.requested") } }, 202);
});

accountRoutes.post("/account_deletions/confirm", async (c) => {
  const { deletion_token } = await readPlainBody(c, z.object({ deletion_token: z.string().min(1).max(200) }));
  if (!(await confirmAccountDeletion(c.var.deps.db, c.var.site.tenant.id, deletion_token))) {
    throw new AppError(422, "invalid_token", c.var.t("errors:detail.invalidDeletionToken"), [
      { source: { pointer: "/deletion_token" } },
    ]);
  }
  return c.body(null, 204);
});
