import { type Context, Hono } from "hono";
import { applicationDecisionSchema, applicationNoteSchema } from "../../../contract/applications";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { addNote, listNotes } from "./application-notes.service";
import { announceDecision } from "./application-notify";
import { applicationAccess } from "./applications.access";
import { applicationId } from "./applications.input";
import { applicationNoteResource, applicationResource } from "./applications.resource";
import { ApplicationTransitionError, changeApplicationStatus } from "./applications.service";

export const applicationDecisionRoutes = new Hono<AppEnv>();

const include = new Set(["vacancy"]);

function transitionError(c: Context<AppEnv>, error: ApplicationTransitionError, pointer?: string) {
  const t = c.get("t");
  const detail = t("applications:errors.badTransition", {
    from: t(`applications:statuses.${error.from}`),
    to: t(`applications:statuses.${error.to}`),
  });
  return new AppError(422, "unprocessable", detail, [{ detail, ...(pointer ? { source: { pointer } } : {}) }]);
}

/** Staff accept or reject a submitted application; the applicant hears of it by e-mail, with the optional message. */
applicationDecisionRoutes.put(
  "/applications/:id/decision",
  responds({
    summary: "Decide on an application",
    description: "Accept or reject it, with a message for the applicant.",
    resource: applicationResource,
  }),
  signedIn,
  applicationId,
  applicationAccess("decide"),
  jsonApiBody("applications", applicationDecisionSchema),
  async (c) => {
    const { application, user } = c.var;
    const input = c.req.valid("json");
    try {
      const decided = await changeApplicationStatus(c.get("deps").db, c.get("site").tenant.id, application, input.status, {
        decidedById: user.id,
        decisionMessage: input.decision_message ?? null,
      });
      await announceDecision(c, decided);
      return sendDocument(c, toResourceDocument(applicationResource, decided, { include }));
    } catch (error) {
      if (error instanceof ApplicationTransitionError) throw transitionError(c, error, "/data/attributes/status");
      throw error;
    }
  },
);

/** The applicant takes back an application that is still waiting for a decision. */
applicationDecisionRoutes.put(
  "/applications/:id/withdraw",
  responds({ summary: "Withdraw an application", description: "By the volunteer who applied.", resource: applicationResource }),
  signedIn,
  applicationId,
  applicationAccess("withdraw"),
  async (c) => {
    const { application } = c.var;
    try {
      const withdrawn = await changeApplicationStatus(c.get("deps").db, c.get("site").tenant.id, application, "withdrawn");
      return sendDocument(c, toResourceDocument(applicationResource, withdrawn, { include }));
    } catch (error) {
      if (error instanceof ApplicationTransitionError) throw transitionError(c, error);
      throw error;
    }
  },
);

/** Internal notes: for those who handle the application, never for the applicant. */
applicationDecisionRoutes.get(
  "/applications/:id/notes",
  responds({
    summary: "List an application's notes",
    description: "The organization's internal notes; the applicant never sees them.",
    resource: applicationNoteResource(0),
    list: "paged",
  }),
  signedIn,
  applicationId,
  applicationAccess("readNotes"),
  jsonApiQuery(WHOLE_LIST),
  async (c) => {
    const { application } = c.var;
    const { page } = c.req.valid("query");
    const notes = await listNotes(c.get("deps").db, c.get("site").tenant.id, application.id);
    const list = listPage(c, page, notes.length);
    return sendDocument(c, toResourceDocument(applicationNoteResource(application.id), slicePage(notes, page), { list }));
  },
);

applicationDecisionRoutes.post(
  "/applications/:id/notes",
  responds({ summary: "Add a note to an application", resource: applicationNoteResource(0) }),
  signedIn,
  applicationId,
  applicationAccess("addNote"),
  jsonApiBody("application_notes", applicationNoteSchema),
  async (c) => {
    const { application, user } = c.var;
    const note = await addNote(c.get("deps").db, c.get("site").tenant.id, application.id, user.id, c.req.valid("json").body);
    return sendDocument(c, toResourceDocument(applicationNoteResource(application.id), note), 201);
  },
);
