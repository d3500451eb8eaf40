import { type Context, Hono } from "hono";
import { validator } from "hono/validator";
import { type Answers, answersSchema } from "../../../contract/form-answers";
import { submissionCreateSchema } from "../../../contract/form-submissions";
import { type Translate, validationErrorMap } from "../../../contract/validation";
import type { Executor } from "../../db/client";
import { AppError } from "../../http/app-error";
import { answerForThisViewOnly } from "../../http/in-process";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { contentLanguagesOf } from "../tenancy/site-context.middleware";
import { isOwnConfirmedAddress, mayConfirm } from "./form-confirmations";
import { answersCopyMail, formReceivedMail } from "./form-mails";
import { formSubmissionLimit, isBot } from "./form-spam";
import { canManageForms } from "./forms.policy";
import { publicFormResource, submittedResource, wireOption } from "./forms.resource";
import { formScopeOf } from "./forms.routes";
import { type OpenedForm, openEmbeddedForm, openForm, submitForm } from "./public-forms.service";
import { keptQuestion, shownAnswers } from "./shown-answers";

/** Answering a form (issue 16): open to anyone with its public token or a personal invitation token. */
export const publicFormRoutes = new Hono<AppEnv>();

const TYPE = "form_submissions";
const notFound = (c: Context<AppEnv>, token: string) =>
  new AppError(
    404,
    "not_found",
    c.get("t")("api-errors:detail.resourceNotFound", { type: "public_form", id: token.slice(0, 40) }),
  );

/** A token is URL-safe text of a sensible length; anything else cannot be one of ours. */
const tokenPath = validator("param", (params: Record<string, string>, c: Context<AppEnv>) => {
  const token = params.token ?? "";
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw notFound(c, token);
  return { token };
});

/** Whether the respondent sees the form in English: on /en, where the centre publishes English (decision 36). */
const inEnglish = (c: Context<AppEnv>) => c.get("locale") === "en" && contentLanguagesOf(c.get("site")).includes("en");

/**
 * The answers checked with the rules the respondent's browser used, each problem pointing at its question, and kept
 * as shown: a chosen option as its label in the respondent's language.
 */
function checkedAnswers(c: Context<AppEnv>, opened: OpenedForm, answers: Record<string, unknown>): Answers {
  const rules = opened.questions.map((question) => ({
    ...question,
    id: String(question.id),
    options: question.options.map(wireOption),
  }));
  const result = answersSchema(rules).safeParse(answers, { error: validationErrorMap(c.get("t") as Translate, c.get("locale")) });
  if (result.success) return shownAnswers(opened.questions, result.data as Answers, inEnglish(c));
  const details = result.error.issues.map((issue) => ({
    detail: issue.message,
    // An unknown key is reported on the object; a question's problem on its own answer.
    source: {
      pointer: ["/data/attributes/answers", ...(issue.code === "unrecognized_keys" ? [] : issue.path.slice(0, 1))].join("/"),
    },
  }));
  throw new AppError(422, "validation_failed", c.get("t")("api-errors:api.validation_failed"), details);
}

publicFormRoutes.get(
  "/public_forms/:token",
  responds({
    summary: "Open a form by its token",
    description: "A public token or a personal invitation's; the questions only while it takes answers.",
    resource: publicFormResource,
  }),
  tokenPath,
  async (c) => {
    const { token } = c.req.valid("param");
    const opened = await openForm(c.get("deps").db, formScopeOf(c), token);
    if (!opened) throw notFound(c, token);
    c.header("Cache-Control", "no-store");
    return sendDocument(c, toResourceDocument(publicFormResource, { ...opened, token, shownAt: Date.now() }));
  },
);

/**
 * A public form by id, for a content page that shows it (the BuilderForm block); its id is then its public token. A
 * visitor reaches only a form a published page shows; the centre's form managers any public one (the page preview).
 */
publicFormRoutes.get(
  "/embedded_forms/:id",
  responds({
    summary: "Open a form a content page shows",
    description: "For the BuilderForm block: a form a published page shows, or any public one for the centre's form managers.",
    resource: publicFormResource,
  }),
  pathId("form"),
  async (c) => {
    const { id } = c.req.valid("param");
    const scope = formScopeOf(c);
    const anyForm = canManageForms(await c.get("actor")(), scope.centerId);
    const opened = await openEmbeddedForm(c.get("deps").db, scope, id, anyForm);
    if (!opened) throw notFound(c, String(id));
    c.header("Cache-Control", "no-store");
    // Its page carries the moment it was shown (the too-fast check) and the places left: never kept.
    answerForThisViewOnly(c);
    return sendDocument(c, toResourceDocument(publicFormResource, { ...opened, shownAt: Date.now() }));
  },
);

/**
 * Sends the answers. Over the address's limit is a 429 before the body is read; a filled-in honeypot is taken without
 * storing (a bot learns nothing); faster than a person can fill in is a 422 asking to check and send again.
 */
publicFormRoutes.post(
  "/public_forms/:token/submissions",
  responds({
    summary: "Answer a form",
    description: "Open to anyone with its token; each problem points at its question. Over the address's limit is a 429.",
    resource: submittedResource,
    errors: [429],
  }),
  tokenPath,
  formSubmissionLimit,
  jsonApiBody(TYPE, submissionCreateSchema),
  async (c) => {
    const { token } = c.req.valid("param");
    const input = c.req.valid("json");
    const { deps, site } = c.var;
    const scope = formScopeOf(c);
    const opened = await openForm(deps.db, scope, token);
    if (!opened) throw notFound(c, token);
    if (await isBot(c, input)) return sendDocument(c, submittedDocument({ id: 0, copySentTo: null }), 201);
    let copySentTo: string | null = null;
    // The answers go back only to an address that is surely the respondent's; a typed one hears only that they came.
    const copyTo = async (tx: Executor, current: OpenedForm, sent: { respondentEmail: string | null; answers: Answers }) => {
      const to = sent.respondentEmail;
      if (!to) return;
      const locale = c.get("locale");
      if (current.invitation || isOwnConfirmedAddress(c, to)) {
        const questions = current.questions.map((question) => keptQuestion(question, inEnglish(c)));
        const mail = answersCopyMail({ origin: site.origin, locale }, current.form, questions, sent.answers);
        await sendTemplatedMail(deps.jobs, mailSenderOf(site, to), mail, tx);
      } else if (await mayConfirm(tx, scope.tenant, current.form.id, to)) {
        await sendTemplatedMail(deps.jobs, mailSenderOf(site, to), formReceivedMail(locale, current.form), tx);
      } else return;
      copySentTo = to;
    };
    const { opened: current, submission } = await submitForm(
      deps.db,
      scope,
      token,
      (form) => checkedAnswers(c, form, input.answers),
      copyTo,
    );
    if (!current) throw notFound(c, token);
    if (!submission) {
      throw formClosed(c, current.state);
    }
    return sendDocument(c, submittedDocument({ id: submission.id, copySentTo }), 201);
  },
);

/** A form that takes no answer now says why: closed, or the invitation used, expired or withdrawn. */
export const formClosed = (c: Context<AppEnv>, state: string) => {
  const detail = c.get("t")(`form-answers:errors.${state}`);
  return new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: "/data/attributes/answers" } }]);
};

/** What a respondent is told back: that it arrived, and where the copy went. */
export const submittedDocument = (row: { id: number; copySentTo: string | null }) => toResourceDocument(submittedResource, row);
