import { Hono } from "hono";
import { INVITATION_LIMITS, invitationCreateSchema } from "../../../contract/form-submissions";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { createInvitations, listInvitations, revokeInvitation } from "./form-invitations.service";
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
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiQuery(WHOLE_LIST),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { rows, total } = await listInvitations(c.get("deps").db, formScopeOf(c), id, query.page);
    return sendDocument(c, toResourceDocument(formInvitationResource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);

/** Invites each address once, valid until expires_at (default 30 days, at most a year, never in the past). */
formInvitationRoutes.post(
  "/forms/:id/invitations",
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
    // Invitees have no account yet: they get the language the centre's staff member sent in.
    const ctx = { origin: site.origin, locale: c.get("locale") };
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
  },
);

/** Withdraws an invitation: its link stops working; the list keeps it as revoked. */
formInvitationRoutes.delete(
  "/forms/:id/invitations/:invitationId",
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
