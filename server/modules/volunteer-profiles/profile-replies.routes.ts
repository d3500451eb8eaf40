import type { Context } from "hono";
import { Hono } from "hono";
import { profileReplyCreateSchema, profileReplyUpdateSchema } from "../../../contract/volunteer-profiles";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { managedOrganizationIds } from "../../policy/actor";
import { authorized, type SignedInActor, signedIn } from "../../policy/authorize";
import { addMessage, createConversation } from "../conversations/conversations.service";
import { postMessage } from "../conversations/message-posting.service";
import { findOrganization } from "../organizations/organizations.service";
import {
  closeReply,
  createReply,
  findReply,
  linkConversation,
  listReplies,
  OpenReplyExistsError,
  type ProfileReplyRow,
} from "./profile-replies.service";
import { countReply, refuseOverReplyLimit } from "./profile-reply-limit";
import { tellVolunteer } from "./profile-reply-mails";
import { findPoolProfile } from "./volunteer-pool.service";
import { notFound, unprocessable, volunteerProfilesOffered } from "./volunteer-profiles.access";
import { canReplyFor, canSearchPool } from "./volunteer-profiles.policy";
import { profileReplyResource } from "./volunteer-profiles.resource";

export const profileReplyRoutes = new Hono<AppEnv>();
profileReplyRoutes.use("/profile_replies", volunteerProfilesOffered);
profileReplyRoutes.use("/profile_replies/*", volunteerProfilesOffered);

const viewerOf = (actor: SignedInActor) => ({ userId: actor.user.id, organizationIds: managedOrganizationIds(actor, null) });
const BOXES = ["received", "sent", "all"] as const;
type Box = (typeof BOXES)[number];

/** GET /api/v1/profile_replies?filter[box]=received|sent: replies to the caller's profile, or his organizations'. */
profileReplyRoutes.get(
  "/profile_replies",
  responds({
    summary: "List replies to profiles",
    description: "`filter[box]=received`: those to the caller's profile; `sent`: his organizations'.",
    resource: profileReplyResource(0),
    list: "paged",
  }),
  signedIn,
  jsonApiQuery({ filters: ["box"] }),
  async (c) => {
    const query = c.req.valid("query");
    const box = (query.filter.box ?? "all") as Box;
    if (!BOXES.includes(box)) {
      const detail = c.get("t")("api-errors:volunteerProfiles.badBox");
      throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: "filter[box]" } }]);
    }
    const actor = (await c.get("actor")()) as SignedInActor;
    const { rows, total } = await listReplies(c.get("deps").db, c.get("site").tenant.id, viewerOf(actor), box, query.page);
    const document = toResourceDocument(profileReplyResource(actor.user.id), rows, { list: listPage(c, query.page, total) });
    return sendDocument(c, document);
  },
);

const poolUser = authorized((actor, c) => canSearchPool(actor, c.get("site").center.id));

/** The organization a reply is sent for: the one named, else the caller's selected or only one. */
async function replyingOrganization(c: Context<AppEnv>, actor: SignedInActor, named: number | undefined) {
  const id = named ?? managedOrganizationIds(actor, c.get("organizationId") ?? null)[0];
  if (id === undefined) throw unprocessable(c, "organizationRequired", "organization_id");
  const organization = await findOrganization(c.get("deps").db, c.get("site").tenant.id, id);
  if (organization?.status !== "approved" || !canReplyFor(actor, organization)) {
    throw unprocessable(c, "organizationRequired", "organization_id");
  }
  return organization;
}

/** POST /api/v1/profile_replies: one open reply per organization and profile, 20 a day per organization. */
profileReplyRoutes.post(
  "/profile_replies",
  responds({
    summary: "Reply to a volunteer profile",
    description: "An organization's message to a volunteer of the pool; one open reply per organization and profile.",
    resource: profileReplyResource(0),
    errors: [409],
  }),
  poolUser,
  jsonApiBody("profile_replies", profileReplyCreateSchema),
  async (c) => {
    const { deps, site } = c.var;
    const input = c.req.valid("json");
    const actor = (await c.get("actor")()) as SignedInActor;
    const scope = { tenant: site.tenant.id, centerId: site.center.id, organizationIds: [] };
    const profile = await findPoolProfile(deps.db, scope, input.volunteer_profile_id);
    if (!profile) throw unprocessable(c, "profileUnknown", "volunteer_profile_id");
    const organization = await replyingOrganization(c, actor, input.organization_id);
    await refuseOverReplyLimit(c, organization.id);
    const context = {
      tenant: site.tenant.id,
      centerId: site.center.id,
      center: site.center.name,
      origin: site.origin,
      organization: organization.name,
    };
    let id: number;
    try {
      await countReply(c, organization.id);
      const input2 = { volunteerProfileId: profile.id, organizationId: organization.id, senderId: actor.user.id };
      const row = await createReply(deps.db, site.tenant.id, { ...input2, body: input.body }, (tx, reply) =>
        tellVolunteer(deps.jobs, tx, reply, context),
      );
      id = row.id;
    } catch (error) {
      if (error instanceof OpenReplyExistsError) {
        const detail = c.get("t")("api-errors:volunteerProfiles.openReplyExists");
        throw new AppError(409, "conflict", detail, [{ detail, source: { pointer: "/data/attributes/volunteer_profile_id" } }]);
      }
      throw error;
    }
    const row = (await findReply(deps.db, site.tenant.id, id)) as ProfileReplyRow;
    return sendDocument(c, toResourceDocument(profileReplyResource(actor.user.id), row), 201);
  },
);

/** GET /api/v1/profile_replies/{id}: for its volunteer and the organization that sent it; anyone else a 404. */
const visibleReply = async (c: Context<AppEnv>, id: number) => {
  const actor = (await c.get("actor")()) as SignedInActor;
  const row = await findReply(c.get("deps").db, c.get("site").tenant.id, id);
  const viewer = viewerOf(actor);
  if (!row || (row.volunteerId !== viewer.userId && !viewer.organizationIds.includes(row.organizationId))) {
    throw notFound(c, "profile_reply", id);
  }
  return { actor, row };
};

profileReplyRoutes.get(
  "/profile_replies/:id",
  responds({
    summary: "Read a reply to a profile",
    description: "For its volunteer and the organization that sent it; anyone else a 404.",
    resource: profileReplyResource(0),
  }),
  signedIn,
  pathId("profile_reply"),
  async (c) => {
    const { actor, row } = await visibleReply(c, c.req.valid("param").id);
    return sendDocument(c, toResourceDocument(profileReplyResource(actor.user.id), row));
  },
);

/**
 * PATCH /api/v1/profile_replies/{id}: only its volunteer answers (a conversation with the organization starts with
 * the reply and his answer) or declines; a reply that is no longer open is a 422.
 */
profileReplyRoutes.patch(
  "/profile_replies/:id",
  responds({
    summary: "Answer or decline a reply to a profile",
    description: "By its volunteer: answering starts a conversation.",
    resource: profileReplyResource(0),
  }),
  signedIn,
  pathId("profile_reply"),
  async (c, next) => {
    const { actor, row } = await visibleReply(c, c.req.valid("param").id);
    if (row.volunteerId !== actor.user.id)
      throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
    await next();
  },
  jsonApiBody("profile_replies", profileReplyUpdateSchema),
  async (c) => {
    const { deps, site } = c.var;
    const tenant = site.tenant.id;
    const id = c.req.valid("param").id;
    const input = c.req.valid("json");
    const actor = (await c.get("actor")()) as SignedInActor;
    const reply = (await findReply(deps.db, tenant, id)) as ProfileReplyRow;
    if (!(await closeReply(deps.db, tenant, id, input.state))) throw unprocessable(c, "replyClosed", "state");
    if (input.state === "answered") {
      const conversationId = await createConversation(deps.db, tenant, {
        centerId: site.center.id,
        subject: c.var
          .t("api-errors:volunteerProfiles.conversationSubject", { organization: reply.organizationName })
          .slice(0, 120),
        createdById: actor.user.id,
        userIds: [actor.user.id],
        organizationIds: [reply.organizationId],
      });
      // The organization's reply opens the thread (unless its writer's account is gone).
      if (reply.senderId !== null) {
        const opening = { senderId: reply.senderId, organizationId: reply.organizationId, body: reply.body };
        await addMessage(deps.db, tenant, conversationId, opening);
      }
      // The answer reaches the organization as any message does: in the app at once, by mail if still unread.
      const context = { tenant, origin: site.origin, center: site.center.name, centerId: site.center.id };
      const answer = { senderId: actor.user.id, organizationId: null, body: input.answer };
      await postMessage(deps.db, deps.jobs, context, conversationId, answer);
      await linkConversation(deps.db, tenant, id, conversationId);
    }
    const row = (await findReply(deps.db, tenant, id)) as ProfileReplyRow;
    return sendDocument(c, toResourceDocument(profileReplyResource(actor.user.id), row));
  },
);
