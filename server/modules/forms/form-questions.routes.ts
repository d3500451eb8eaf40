import { type Context, Hono } from "hono";
import { FORM_LIMITS, formQuestionCreateSchema, formQuestionUpdateSchema } from "../../../contract/forms";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { createQuestion, deleteQuestion, QuestionRuleError, updateQuestion } from "./form-questions.service";
import { formQuestionResource } from "./forms.resource";
import { childNotFound, existingForm, formChildPath, formManagers, formScopeOf } from "./forms.routes";
import { listQuestions } from "./forms.service";

export const formQuestionRoutes = new Hono<AppEnv>();

const TYPE = "form_questions";
const PATH = "/forms/:id/questions/:questionId";

const questionPath = formChildPath("questionId", "form_question");

async function saving<T>(c: Context<AppEnv>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof QuestionRuleError)) throw error;
    // The options rule says what the contract's schema says when it sees the type and options together.
    const detail = {
      full: () => c.get("t")("api-errors:detail.formQuestion.full", { max: FORM_LIMITS.questions }),
      choiceOptions: () => c.get("t")("forms:rules.choiceOptions", { count: error.min }),
      systemForm: () => c.get("t")("forms:errors.systemFormQuestions"),
    }[error.reason]();
    const pointer = error.field ? `/data/attributes/${error.field}` : "/data/attributes";
    throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer } }]);
  }
}

/** The form's questions in order; filter[deleted]=true adds the removed ones (what earlier submissions show). */
formQuestionRoutes.get(
  "/forms/:id/questions",
  responds({
    summary: "List a form's questions",
    description: "In order; `filter[deleted]=true` adds the removed ones (what earlier submissions show).",
    resource: formQuestionResource,
    list: true,
  }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiQuery({ filters: ["deleted"] }),
  async (c) => {
    const { id } = c.req.valid("param");
    const withDeleted = c.req.valid("query").filter.deleted === "true";
    const rows = await listQuestions(c.get("deps").db, formScopeOf(c), id, { withDeleted });
    return sendDocument(c, toResourceDocument(formQuestionResource, rows, { meta: { total: rows.length } }));
  },
);

formQuestionRoutes.post(
  "/forms/:id/questions",
  responds({ summary: "Add a question to a form", resource: formQuestionResource }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiBody(TYPE, formQuestionCreateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await saving(c, () =>
      createQuestion(c.get("deps").db, formScopeOf(c), id, c.req.valid("json"), c.get("user").id),
    );
    return sendDocument(c, toResourceDocument(formQuestionResource, row), 201);
  },
);

formQuestionRoutes.patch(
  PATH,
  responds({
    summary: "Update a form's question",
    description: "Its text, type, options, whether it is required, or its place.",
    resource: formQuestionResource,
  }),
  formManagers,
  questionPath,
  existingForm,
  jsonApiBody(TYPE, formQuestionUpdateSchema),
  async (c) => {
    const { id, childId: questionId } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await saving(c, () => updateQuestion(c.get("deps").db, formScopeOf(c), id, questionId, input, c.get("user").id));
    if (!row) throw childNotFound(c, "form_question", questionId);
    return sendDocument(c, toResourceDocument(formQuestionResource, row));
  },
);

formQuestionRoutes.delete(
  PATH,
  responds({ summary: "Remove a question from a form", description: "Earlier submissions keep it as they were." }),
  formManagers,
  questionPath,
  existingForm,
  async (c) => {
    const { id, childId: questionId } = c.req.valid("param");
    if (!(await saving(c, () => deleteQuestion(c.get("deps").db, formScopeOf(c), id, questionId, c.get("user").id)))) {
      throw childNotFound(c, "form_question", questionId);
    }
    return c.body(null, 204);
  },
);
