import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../../contract/identity";
import { mailOutbox } from "../../mail/mail.table";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

const JSON_API = { "content-type": "application/vnd.api+json" };

export interface SendOptions {
  role?: Role;
  tenant?: string;
  language?: string;
  type?: string;
  /** The client's address; each request gets one of its own unless a test is about the per-address limit. */
  address?: string;
  /** Headers of a session of one's own (a user made in the test) instead of a demo role's. */
  session?: Record<string, string>;
}

/** A resource's attributes. */
export const attrs = (resource: { attributes?: Record<string, unknown> }) => resource.attributes ?? {};

/** A test app for a forms API test file: JSON:API requests as a demo role or a visitor, forms to answer, the outbox. */
export function formsTestApp() {
  let app: TestApp;
  let as: ReturnType<typeof demoSessions>;
  let addresses = 0;
  beforeAll(async () => {
    app = await createTestApp();
    as = demoSessions(app);
  });
  afterAll(() => app.close());

  async function send(method: string, path: string, attributes?: unknown, options: SendOptions = {}) {
    const { role, tenant = "oldebroek", language = "nl", type = "forms" } = options;
    const auth = options.session ?? (role ? await as(role, tenant) : { host: hostOf(tenant) });
    return app.request(path, {
      method,
      headers: { ...auth, ...JSON_API, "accept-language": language },
      body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
      address: options.address ?? `10.3.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    });
  }

  /** A form with a required name, an e-mail question and a long text, made by a content manager. */
  async function aForm(attributes: Record<string, unknown> = {}) {
    const who = { role: "content_manager" as const };
    const form = (await expectDocument(await send("POST", "/api/v1/forms", { title: "Aanmelding", ...attributes }, who), 201))
      .data;
    const ask = async (question: Record<string, unknown>) =>
      (
        await expectDocument(
          await send("POST", `/api/v1/forms/${form.id}/questions`, question, { ...who, type: "form_questions" }),
          201,
        )
      ).data.id;
    const name = await ask({ text: "Je naam", question_type: "text", required: true });
    const email = await ask({ text: "Je e-mailadres", question_type: "email" });
    const remark = await ask({ text: "Opmerking", question_type: "text", long_answer: true });
    return { id: form.id, token: attrs(form).public_token as string, name, email, remark };
  }

  const answer = (token: string, answers: Record<string, unknown>, options: SendOptions = {}) =>
    send(
      "POST",
      `/api/v1/public_forms/${token}/submissions`,
      { answers, started_at: Date.now() - 10_000 },
      { ...options, type: "form_submissions" },
    );

  /** A content page of the centre that shows the form in a BuilderForm block; published unless said otherwise. */
  async function aPageShowing(formId: string, options: { publish?: boolean } = {}) {
    const who = { role: "content_manager" as const, type: "pages" };
    const blocks = [{ id: "form", type: "BuilderForm", form: Number(formId) }];
    const attributes = { slug: `formulier-${formId}`, title: "Meld je aan", blocks };
    const page = (await expectDocument(await send("POST", "/api/v1/pages", attributes, who), 201)).data;
    if (options.publish !== false)
      await expectDocument(await send("POST", `/api/v1/pages/${page.id}/publish`, undefined, who), 200);
    return page.id;
  }

  /** The mails queued to an address, once the due jobs have run. */
  async function mailsTo(email: string, tenant = "oldebroek") {
    await app.jobs.workDue();
    return app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenant), eq(mailOutbox.to, email)));
  }

  return { app: () => app, as: (role: Role, tenant?: string) => as(role, tenant), send, aForm, answer, aPageShowing, mailsTo };
}
