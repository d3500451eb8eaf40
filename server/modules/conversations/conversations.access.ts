import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import { pathId } from "../../http/jsonapi/path-id";
import type { AppEnv } from "../../http/types";
import type { SignedInActor } from "../../policy/authorize";
import { type ConversationViewer, takesPart, viewerOf } from "./conversations.policy";
import { type ConversationWithParties, findConversation } from "./conversations.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The conversation the path names, set by conversationAccess: only routes that declare it read it. */
    conversation: ConversationWithParties;
    /** Whose conversations the caller reads, set by conversationAccess. */
    conversationViewer: ConversationViewer;
  }
}

/** `/conversations/:id`: an id that cannot be ours is a 404 like an unknown conversation. */
export const conversationId = pathId("conversation");

/**
 * After signedIn and conversationId: the conversation as `c.get("conversation")` if the caller takes part. Unknown,
 * another tenant's or someone else's is the same 404 (no existence leak), before any body is read.
 */
export const conversationAccess = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { deps, site, t } = c.var;
  const { id } = c.req.valid("param");
  const actor = (await c.get("actor")()) as SignedInActor;
  const found = await findConversation(deps.db, site.tenant.id, id);
  if (!found || !takesPart(actor, found.parties)) {
    throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "conversation", id }));
  }
  c.set("conversation", found);
  c.set("conversationViewer", viewerOf(actor));
  await next();
});
