import { type Context, Hono } from "hono";
import { submissionUpdateSchema } from "../../../contract/form-submissions";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { createdRange, invalidFilter } from "../../http/jsonapi/created-range";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import type { ParsedQuery } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { type ExportTable, exportFormat, readForExport, sendExport } from "../../http/list-export";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { wallClock } from "../../text/wall-clock";
import {
  deleteSubmission,
  findSubmission,
  listSubmissions,
  type SubmissionFilter,
  type SubmissionRow,
  updateSubmission,
} from "./form-submissions.service";
import { formSubmissionResource } from "./forms.resource";
import { childNotFound, existingForm, formChildPath, formManagers, formNotFound, formScopeOf } from "./forms.routes";
import { findForm, listQuestions } from "./forms.service";

export const formSubmissionRoutes = new Hono<AppEnv>();

const TYPE = "form_submissions";
const PATH = "/forms/:id/submissions/:submissionId";
const submissionPath = formChildPath("submissionId", "form_submission");

/** filter[marked]=true|false, filter[search] (answers and e-mail), filter[created_at_gteq] and _lteq; bad values are a 400. */
function toFilter(c: Context<AppEnv>, filter: ParsedQuery["filter"]): SubmissionFilter {
  const out: SubmissionFilter = createdRange(c, filter);
  if (filter.marked !== undefined) {
    if (filter.marked !== "true" && filter.marked !== "false") throw invalidFilter(c, "filter[marked]", filter.marked);
    out.marked = filter.marked === "true";
  }
  const search = filter.search?.trim();
  if (search) out.search = search.slice(0, 100);
  return out;
}

/** One row per submission, one column per question the form has had (removed ones too), in the form's order. */
async function submissionsTable(c: Context<AppEnv>, formId: number, name: string, rows: SubmissionRow[]): Promise<ExportTable> {
  const { t } = c.var;
  const questions = (await listQuestions(c.get("deps").db, formScopeOf(c), formId, { withDeleted: true })).filter(
    (question) => question.questionType !== "info_section",
  );
  const header = [t("forms:csv.createdAt"), t("forms:csv.email"), t("forms:csv.marked"), t("forms:csv.note")];
  const answer = (row: SubmissionRow, id: number) => {
    const value = row.answers[String(id)];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  return {
    name,
    header: [...header, ...questions.map((question) => question.text)],
    rows: rows.map((row) => {
      const at = wallClock(row.createdAt);
      return [
        `${at.day} ${at.time}`,
        row.respondentEmail ?? row.invitationEmail,
        row.marked ? t("forms:csv.yes") : "",
        row.note,
        ...questions.map((question) => answer(row, question.id)),
      ];
    }),
  };
}

/** GET /api/v1/forms/{id}/submissions: newest first, filtered; as CSV or Excel with format=csv|xlsx. */
formSubmissionRoutes.get(
  "/forms/:id/submissions",
  responds({
    summary: "List a form's submissions",
    description: "Newest first, filtered.",
    resource: formSubmissionResource,
    list: "paged",
    spreadsheet: "the submissions with the filters applied, one column per question",
  }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiQuery({ filters: ["marked", "search", "created_at_gteq", "created_at_lteq"] }),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const filter = toFilter(c, query.filter);
    const scope = formScopeOf(c);
    const format = exportFormat(c);
    if (format) {
      const form = await findForm(c.get("deps").db, scope, id);
      if (!form) throw formNotFound(c, id);
      const rows = await readForExport(async (page) => (await listSubmissions(c.get("deps").db, scope, id, filter, page)).rows);
      return sendExport(c, format, await submissionsTable(c, id, form.title, rows));
    }
    const { rows, total } = await listSubmissions(c.get("deps").db, scope, id, filter, query.page);
    return sendDocument(c, toResourceDocument(formSubmissionResource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);

formSubmissionRoutes.get(
  PATH,
  responds({ summary: "Read a submission", resource: formSubmissionResource }),
  formManagers,
  submissionPath,
  existingForm,
  async (c) => {
    const { id, childId } = c.req.valid("param");
    const row = await findSubmission(c.get("deps").db, formScopeOf(c), id, childId);
    if (!row) throw childNotFound(c, TYPE, childId);
    return sendDocument(c, toResourceDocument(formSubmissionResource, row));
  },
);

/** Staff mark a submission or keep a note on it. */
formSubmissionRoutes.patch(
  PATH,
  responds({
    summary: "Mark a submission or note on it",
    description: "For the form's managers.",
    resource: formSubmissionResource,
  }),
  formManagers,
  submissionPath,
  existingForm,
  jsonApiBody(TYPE, submissionUpdateSchema),
  async (c) => {
    const { id, childId } = c.req.valid("param");
    const row = await updateSubmission(c.get("deps").db, formScopeOf(c), id, childId, c.req.valid("json"));
    if (!row) throw childNotFound(c, TYPE, childId);
    return sendDocument(c, toResourceDocument(formSubmissionResource, row));
  },
);

formSubmissionRoutes.delete(
  PATH,
  responds({ summary: "Delete a submission" }),
  formManagers,
  submissionPath,
  existingForm,
  async (c) => {
    const { id, childId } = c.req.valid("param");
    if (!(await deleteSubmission(c.get("deps").db, formScopeOf(c), id, childId, c.get("user").id))) {
      throw childNotFound(c, TYPE, childId);
    }
    return c.body(null, 204);
  },
);
