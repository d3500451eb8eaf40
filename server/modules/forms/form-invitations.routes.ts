import { type Context, Hono } from "hono";
import { INVITATION_LIMITS, invitationCreateSchema } from "../../../contract/form-submissions";
import { withTenant } from "../../db/client";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { type InvitationAllowance, InvitationLimitError, invitationAllowance } from "./form-invitation-limits";
import { createInvitations, listInvitations, previewInvitations, revokeInvitation } from "./form-invitations.service";
import { invitationMail } from "./form-mails";
import { formInvitationResource } from "./forms.resource";
import { childNotFound, existingForm, formChildPath, formManagers, formNotFound, formScopeOf } from "./forms.routes";
import { findForm } from "./forms.service";

/** Personal links to a token_holder form, each mailed through the job queue. */
export const formInvitationRoutes = new Hono<AppEnv>();

const TYPE = "form_invitations";
const DAY_MS = 24 * 3600 * 1000;

formInvitationRoutes.get(
  "/forms/:id/invitations",
  responds({
    summary: "List a form's invitations",
    description: "Personal links to a token_holder form, and whether each is used, expired or withdrawn.",
    resource: formInvitationResource,
    list: "paged",
  }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiQuery(WHOLE_LIST),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.get("deps");
    const scope = formScopeOf(c);
    const { rows, total } = await listInvitations(db, scope, id, query.page);
    const allowance = await withTenant(db, scope.tenant, (tx) => invitationAllowance(tx, scope, id));
    const meta = { invitationsLeft: allowance.left };
    return sendDocument(
      c,
      toResourceDocument(formInvitationResource, rows, { ...query, meta, list: listPage(c, query.page, total) }),
    );
  },
);

/**
 * Over the hour's allowance nothing is sent: a 429 until the hour renews when none are left, else a 422 on the
 * addresses saying how many may still go.
 */
function overAllowance(c: Context<AppEnv>, asked: number, allowance: InvitationAllowance) {
  const t = c.get("t");
  if (allowance.left === 0) {
    const waitMs = Math.max(1000, (allowance.renewsAt ?? Date.now()) - Date.now());
    c.header("Retry-After", String(Math.ceil(waitMs / 1000)));
    const detail = t("forms:errors.invitationsUsedUp", {
      perForm: INVITATION_LIMITS.perFormPerHour,
      perCenter: INVITATION_LIMITS.perCenterPerHour,
      minutes: Math.ceil(waitMs / 60_000),
    });
    return new AppError(429, "too_many_requests", detail, [{ detail, source: { pointer: "/data/attributes/emails" } }]);
  }
  const detail = t("forms:errors.invitationsLeft", { count: allowance.left, asked });
  return new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/emails" } }]);
}

/**
 * Invites each address once, valid until expires_at (default 30 days, at most a year, never in the past); again to
 * an address replaces its working invitation. `?dry_run=true` only says what sending would do (meta count,
 * replacing, invitations_left), with the same refusals, so the screen can ask before it sends.
 */
formInvitationRoutes.post(
  "/forms/:id/invitations",
  responds({
    summary: "Invite people to a form",
    description:
      "Mails each address a personal link, valid until `expires_at`; `?dry_run=true` only says what sending would do. An hour's allowance limits the mails.",
    resource: formInvitationResource,
    list: true,
    query: { dry_run: "`true`: only say what sending would do." },
    errors: [429],
  }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiBody(TYPE, invitationCreateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { deps, site, t } = c.var;
    const scope = formScopeOf(c);
    const form = await findForm(deps.db, scope, id);
    if (!form) throw formNotFound(c, id);
    if (form.accessPermission !== "token_holder") {
      const detail = t("forms:errors.notByInvitation");
      throw new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: "/data/attributes/emails" } }]);
    }
    const now = Date.now();
    const expiresAt = input.expires_at ? new Date(input.expires_at) : new Date(now + INVITATION_LIMITS.defaultDays * DAY_MS);
    if (expiresAt.getTime() <= now || expiresAt.getTime() > now + INVITATION_LIMITS.maxDays * DAY_MS) {
      const detail = t("forms:errors.invitationExpiry", { max: INVITATION_LIMITS.maxDays });
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/expires_at" } }]);
    }
    if (c.req.query("dry_run") === "true") {
      const preview = await previewInvitations(deps.db, scope, id, input.emails);
      if (preview.count > preview.allowance.left) throw overAllowance(c, preview.count, preview.allowance);
      const meta = { count: preview.count, replacing: preview.replacing, invitationsLeft: preview.allowance.left };
      return sendDocument(c, toResourceDocument(formInvitationResource, [], { meta }), 200);
    }
    // Invitees have no account yet: they get the language the centre's staff member sent in.
    const ctx = { origin: site.origin, locale: c.get("locale") };
    try {
      const rows = await createInvitations(
        deps.db,
        scope,
        id,
        { emails: input.emails, expiresAt },
        c.get("user").id,
        async (tx, invitation) => {
          await sendTemplatedMail(
            deps.jobs,
            mailSenderOf(site, invitation.email),
            invitationMail(ctx, form, invitation.token, expiresAt),
            tx,
          );
        },
      );
      return sendDocument(c, toResourceDocument(formInvitationResource, rows, { meta: { total: rows.length } }), 201);
    } catch (error) {
      if (error instanceof InvitationLimitError) throw overAllowance(c, error.asked, error.allowance);
      throw error;
    }
  },
);

/** Withdraws an invitation: its link stops working; the list keeps it as revoked. */
formInvitationRoutes.delete(
  "/forms/:id/invitations/:invitationId",
  responds({
    summary: "Withdraw an invitation",
    description: "Its link stops working; the list keeps it as revoked.",
    resource: formInvitationResource,
    status: 200,
  }),
  formManagers,
  formChildPath("invitationId", "form_invitation"),
  existingForm,
  async (c) => {
    const { id, childId } = c.req.valid("param");
    const row = await revokeInvitation(c.get("deps").db, formScopeOf(c), id, childId);
    if (!row) throw childNotFound(c, TYPE, childId);
    return sendDocument(c, toResourceDocument(formInvitationResource, row));
  },
);
