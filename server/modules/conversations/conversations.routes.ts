import { type Context, Hono } from "hono";
import {
  CONVERSATION_STATES,
  type ConversationState,
  conversationCreateSchema,
  conversationMessageSchema,
  conversationUpdateSchema,
} from "../../../contract/conversations";
import { conversationsMeta } from "../../../contract/conversations-resource";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isOrganizationSuperuser } from "../../policy/actor";
import { type SignedInActor, signedIn } from "../../policy/authorize";
import { applicationTarget, findApplication } from "../applications/applications.service";
import { findOrganization } from "../organizations/organizations.service";
import { conversationAccess, conversationId } from "./conversations.access";
import { mayOpenForApplication, mayStartWithOrganization, spokenFor, viewerOf } from "./conversations.policy";
import { CONVERSATION_QUERY, conversationMessageResource, conversationResource } from "./conversations.resource";
import {
  conversationSummary,
  createConversation,
  findConversation,
  findMessage,
  listConversations,
  listMessages,
  openApplicationConversation,
  updateOwnState,
} from "./conversations.service";
import { postMessage } from "./message-posting.service";

export const conversationRoutes = new Hono<AppEnv>();

const unprocessable = (c: Context<AppEnv>, key: string, field: string) => {
  const detail = c.get("t")(`api-errors:conversations.${key}`);
  return new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: `/data/attributes/${field}` } }]);
};

const notFound = (c: Context<AppEnv>, type: string, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type, id }));

/** Posts a message as the caller (for an organization he speaks for, or himself). */
function post(c: Context<AppEnv>, actor: SignedInActor, id: number, body: string, organizationId: number | null) {
  const { deps, site } = c.var;
  const context = { tenant: site.tenant.id, origin: site.origin, center: site.center.name, centerId: site.center.id };
  return postMessage(deps.db, deps.jobs, context, id, { senderId: actor.user.id, organizationId, body });
}

conversationRoutes.get(
  "/conversations",
  responds({
    summary: "List the own conversations",
    description: "The caller's and his organizations', newest message first; `meta.unread_total` counts his unread messages.",
    resource: conversationResource,
    list: "paged",
    meta: conversationsMeta,
  }),
  signedIn,
  jsonApiQuery(CONVERSATION_QUERY),
  async (c) => {
    const { deps, site } = c.var;
    const query = c.req.valid("query");
    const state = query.filter.state ?? "open";
    if (!CONVERSATION_STATES.includes(state as ConversationState)) {
      const detail = c.get("t")("api-errors:conversations.badState");
      throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: "filter[state]" } }]);
    }
    const viewer = viewerOf((await c.get("actor")()) as SignedInActor);
    const q = query.filter.q?.trim() || undefined;
    const filter = { q, state: state as ConversationState };
    const { rows, total, unreadTotal } = await listConversations(deps.db, site.tenant.id, viewer, filter, query.page);
    const list = listPage(c, query.page, total);
    return sendDocument(c, toResourceDocument(conversationResource, rows, { list, meta: { unreadTotal } }));
  },
);

/**
 * Centre staff start one with an organization of their centre; the applicant or the application's handlers open
 * (or get) the application's. The first message is required with an organization, optional for an application.
 */
conversationRoutes.post(
  "/conversations",
  responds({
    summary: "Start a conversation",
    description: "With its first message; one about an application that has one already answers that one (200).",
    resource: conversationResource,
    also: [200],
    errors: [403],
  }),
  signedIn,
  jsonApiBody("conversations", conversationCreateSchema),
  async (c) => {
    const { deps, site } = c.var;
    const tenant = site.tenant.id;
    const input = c.req.valid("json");
    const actor = (await c.get("actor")()) as SignedInActor;
    // Exactly one of the two says who it is with.
    if (input.application_id !== undefined && input.organization_id !== undefined) {
      throw unprocessable(c, "partyRequired", "organization_id");
    }
    let id: number;
    let status: 200 | 201 = 201;
    if (input.application_id !== undefined) {
      const application = await findApplication(deps.db, tenant, input.application_id);
      const target = application ? await applicationTarget(deps.db, tenant, application) : null;
      if (!application || !target || !mayOpenForApplication(actor, target)) {
        throw notFound(c, "application", input.application_id);
      }
      const applicant = target.userId === actor.user.id;
      if (application.userId === null) throw unprocessable(c, "guestApplication", "application_id");
      const organizationId = application.vacancy.organizationId;
      // Staff who handle it without being the organization take part as themselves.
      const joins = !applicant && !isOrganizationSuperuser(actor, organizationId);
      const opened = await openApplicationConversation(deps.db, tenant, {
        centerId: application.vacancy.centerId,
        subject: input.subject ?? application.vacancy.title.slice(0, 120),
        createdById: actor.user.id,
        applicationId: application.id,
        userIds: joins ? [application.userId, actor.user.id] : [application.userId],
        organizationIds: [organizationId],
      });
      id = opened.id;
      if (!opened.created) status = 200;
    } else if (input.organization_id !== undefined) {
      const organization = await findOrganization(deps.db, tenant, input.organization_id);
      if (!organization || organization.status === "deleted") throw notFound(c, "organization", input.organization_id);
      if (!mayStartWithOrganization(actor, organization)) {
        throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
      }
      if (input.subject === undefined) throw unprocessable(c, "subjectRequired", "subject");
      if (input.body === undefined) throw unprocessable(c, "bodyRequired", "body");
      id = await createConversation(deps.db, tenant, {
        centerId: organization.centerId,
        subject: input.subject,
        createdById: actor.user.id,
        userIds: [actor.user.id],
        organizationIds: [organization.id],
      });
    } else {
      throw unprocessable(c, "partyRequired", "organization_id");
    }
    if (input.body !== undefined) {
      const organizationId = input.organization_id === undefined ? await speaksFor(c, actor, id) : null;
      await post(c, actor, id, input.body, organizationId);
    }
    const summary = await conversationSummary(deps.db, tenant, viewerOf(actor), id);
    return sendDocument(c, toResourceDocument(conversationResource, summary), status);
  },
);

async function speaksFor(c: Context<AppEnv>, actor: SignedInActor, id: number) {
  const found = await findConversation(c.get("deps").db, c.get("site").tenant.id, id);
  return found ? spokenFor(actor, found.parties) : null;
}

conversationRoutes.get(
  "/conversations/:id",
  responds({
    summary: "Read a conversation",
    description: "For its participants; anyone else a 404.",
    resource: conversationResource,
  }),
  signedIn,
  conversationId,
  conversationAccess,
  async (c) => {
    const { deps, site, conversation, conversationViewer } = c.var;
    const summary = await conversationSummary(deps.db, site.tenant.id, conversationViewer, conversation.id);
    return sendDocument(c, toResourceDocument(conversationResource, summary));
  },
);

/** The caller's own archive and read mark; nobody else's view changes. */
conversationRoutes.patch(
  "/conversations/:id",
  responds({
    summary: "Archive or read a conversation",
    description: "The caller's own archive and read marks.",
    resource: conversationResource,
  }),
  signedIn,
  conversationId,
  conversationAccess,
  jsonApiBody("conversations", conversationUpdateSchema),
  async (c) => {
    const { deps, site, conversation, conversationViewer: viewer } = c.var;
    await updateOwnState(deps.db, site.tenant.id, conversation.id, viewer.userId, c.req.valid("json"));
    const summary = await conversationSummary(deps.db, site.tenant.id, viewer, conversation.id);
    return sendDocument(c, toResourceDocument(conversationResource, summary));
  },
);

/**
 * The thread, oldest first: page 1 holds the oldest messages, the last page the newest (meta.pages says which).
 * Reading the page with the newest message marks the conversation read for the caller, as opening a thread does.
 */
conversationRoutes.get(
  "/conversations/:id/messages",
  responds({ summary: "List a conversation's messages", resource: conversationMessageResource(0, 0), list: "paged" }),
  signedIn,
  conversationId,
  conversationAccess,
  jsonApiQuery({}),
  async (c) => {
    const { deps, site, conversation, conversationViewer: viewer } = c.var;
    const { page } = c.req.valid("query");
    const { rows, total } = await listMessages(deps.db, site.tenant.id, conversation.id, page);
    // Only the last page (the newest messages) marks it read, not one past the end.
    if (page.number === Math.max(1, Math.ceil(total / page.size))) {
      await updateOwnState(deps.db, site.tenant.id, conversation.id, viewer.userId, { read: true });
    }
    const resource = conversationMessageResource(conversation.id, viewer.userId);
    return sendDocument(c, toResourceDocument(resource, rows, { list: listPage(c, page, total) }));
  },
);

/** A reply: the conversation's activity moves, the sender has read it, the others hear of it after a while. */
conversationRoutes.post(
  "/conversations/:id/messages",
  responds({ summary: "Send a message", resource: conversationMessageResource(0, 0) }),
  signedIn,
  conversationId,
  conversationAccess,
  jsonApiBody("conversation_messages", conversationMessageSchema),
  async (c) => {
    const { conversation, conversationViewer: viewer } = c.var;
    const actor = (await c.get("actor")()) as SignedInActor;
    const row = await post(c, actor, conversation.id, c.req.valid("json").body, spokenFor(actor, conversation.parties));
    const message = await findMessage(c.get("deps").db, c.get("site").tenant.id, row.id);
    return sendDocument(c, toResourceDocument(conversationMessageResource(conversation.id, viewer.userId), message), 201);
  },
);
