import { Hono } from "hono";
import type { z } from "zod";
import {
  accountDeletionConfirmSchema,
  accountDeletionRequestSchema,
  ownAccountDeletionSchema,
} from "../../../contract/account-deletion";
import { authTokenResourceSchema } from "../../../contract/account-resource";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { clearAuthCookies } from "../../http/auth-cookies";
import { plainBody } from "../../http/jsonapi/body-input";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { confirmAccountDeletion, revokeSession, sessionsOf } from "./account-deletion.service";
import { limitMailRequest, mayMailAccount } from "./auth-limits.service";
import { type Authentication, isImpersonated, signedInSession } from "./authenticate.middleware";
import { enqueueMailRequest, IDENTITY_JOBS, mailRequestOf } from "./identity-jobs";
import { verifyPassword } from "./passwords";
import { anonymiseUser } from "./user-admin.service";

export const accountRoutes = new Hono<AppEnv>();

type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number] & { current: boolean };

const sessionResource: ResourceDefinition<SessionRow, z.output<typeof authTokenResourceSchema>> = {
  type: "auth_tokens",
  schema: authTokenResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.current,
    impersonated: row.impersonatorUserId !== null || row.impersonatorOperatorId !== null,
  }),
};

// /auth/token: the devices a user is signed in on; each can be signed out from here.
accountRoutes.get(
  "/auth_tokens",
  responds({
    summary: "List the devices signed in",
    description: "The user's own sessions, the current one marked.",
    resource: sessionResource,
    list: "paged",
  }),
  signedInSession(),
  jsonApiQuery(WHOLE_LIST),
  async (c) => {
    const { session } = c.var;
    const { page } = c.req.valid("query");
    const rows = await sessionsOf(c.get("deps").db, c.get("site").tenant.id, session.user.id);
    const sessions = rows
      .map((row) => ({ ...row, current: row.client === session.client }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const list = listPage(c, page, sessions.length);
    return sendDocument(c, toResourceDocument(sessionResource, slicePage(sessions, page), { list }));
  },
);

accountRoutes.delete(
  "/auth_tokens/:id",
  responds({ summary: "Sign a device out" }),
  signedInSession(),
  pathId("auth_token"),
  async (c) => {
    const { id } = c.req.valid("param");
    if (!(await revokeSession(c.get("deps").db, c.get("site").tenant.id, c.get("session").user.id, id))) {
      throw new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "auth_token", id }));
    }
    return c.body(null, 204);
  },
);

// Someone acting as another user may not delete that account, whatever he sends.
const notImpersonating = (_actor: unknown, session: Authentication) => !isImpersonated(session);

// Signed in: deleting one's own account asks for the password, then erases the personal data.
accountRoutes.delete(
  "/current_user",
  responds({
    summary: "Delete the own account",
    description: "With the password; the personal data is erased. Not by someone acting as the user.",
  }),
  signedInSession(notImpersonating),
  plainBody(ownAccountDeletionSchema),
  async (c) => {
    const { session } = c.var;
    const { password } = c.req.valid("json");
    if (!(await verifyPassword(session.user.passwordHash, password))) {
      throw new AppError(422, "validation_failed", c.get("t")("api-errors:detail.passwordWrong"), [
        { source: { pointer: "/password" } },
      ]);
    }
    await anonymiseUser(c.get("deps").db, c.get("site").tenant.id, session.user.id, session.user.id);
    if (session.viaCookie) clearAuthCookies(c);
    return c.body(null, 204);
  },
);

// Signed out: a link by e-mail; the answer is the same for any address.
accountRoutes.post(
  "/account_deletions",
  responds({
    summary: "Ask for an account deletion link",
    description: "Signed out: a link by e-mail; the same answer for any address.",
    meta: wireMessage,
    status: 202,
  }),
  plainBody(accountDeletionRequestSchema),
  async (c) => {
    const { deps, site } = c.var;
    const { email } = c.req.valid("json");
    await limitMailRequest(c, "deletion");
    if (await mayMailAccount(c, "deletion", email)) {
      const request = mailRequestOf(site, email);
      await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.accountDeletion, request);
    }
    return sendDocument(c, { meta: { message: c.get("t")("identity:deletion.requested") } }, 202);
  },
);

accountRoutes.post(
  "/account_deletions/confirm",
  responds({
    summary: "Delete an account by its link",
    description: "The token from the e-mail; the personal data is erased.",
    status: 204,
  }),
  plainBody(accountDeletionConfirmSchema),
  async (c) => {
    const { deletion_token } = c.req.valid("json");
    if (!(await confirmAccountDeletion(c.get("deps").db, c.get("site").tenant.id, deletion_token))) {
      throw new AppError(422, "invalid_token", c.get("t")("api-errors:detail.invalidDeletionToken"), [
        { source: { pointer: "/deletion_token" } },
      ]);
    }
    return c.body(null, 204);
  },
);
