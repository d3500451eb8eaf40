import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_SPAM } from "../../../contract/form-spam";
import { ROLES, type Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { mailOutbox } from "../../mail/mail.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { xlsxRows } from "../../test/spreadsheets";
import { deleteExpiredSubmissions } from "./form-submissions.service";
import { attrs, formsTestApp, type SendOptions } from "./forms.fixtures";
import { formInvitations, formSubmissions } from "./forms.table";

const forms = formsTestApp();
const { send } = forms;
const MANAGERS: Role[] = ["admin", "center_superuser", "content_manager"];

const asManager: SendOptions = { role: "content_manager" };

/** A form with one question of each answered kind that matters here: a required name, an e-mail, check boxes. */
async function aForm(attributes: Record<string, unknown> = {}, tenant = "oldebroek") {
  const who = { ...asManager, tenant };
  const form = (await expectDocument(await send("POST", "/api/v1/forms", { title: "Aanmelding", ...attributes }, who), 201)).data;
  const ask = async (question: Record<string, unknown>) =>
    (
      await expectDocument(
        await send("POST", `/api/v1/forms/${form.id}/questions`, question, { ...who, type: "form_questions" }),
        201,
      )
    ).data.id;
  const name = await ask({ text: "Je naam", question_type: "text", required: true });
  const email = await ask({ text: "Je e-mailadres", question_type: "email" });
  const days = await ask({ text: "Welke dagen?", question_type: "checkbox", options: ["maandag", "dinsdag"] });
  return { id: form.id, token: attrs(form).public_token as string, name, email, days };
}

const shownLongAgo = () => Date.now() - 10_000;

const answer = (
  token: string,
  answers: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  options: SendOptions = {},
) =>
  send(
    "POST",
    `/api/v1/public_forms/${token}/submissions`,
    { answers, started_at: shownLongAgo(), ...extra },
    { ...options, type: "form_submissions" },
  );

async function mailsTo(email: string, tenant = "oldebroek") {
  await forms.app().jobs.workDue();
  return forms
    .app()
    .db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenant), eq(mailOutbox.to, email)));
}

const list = async (formId: string, query = "") =>
  (await expectDocument(await send("GET", `/api/v1/forms/${formId}/submissions${query}`, undefined, asManager), 200)).data;

describe("answering a public form", () => {
  it("shows the form by its public token and stores checked answers with the questions as they were; the given address hears they came", async () => {
    const form = await aForm();
    const opened = await expectDocument(await send("GET", `/api/v1/public_forms/${form.token}`), 200);
    expect(attrs(opened.data)).toMatchObject({ title: "Aanmelding", state: "open" });
    expect((attrs(opened.data).questions as unknown[]).length).toBe(3);
    expect(attrs(opened.data)).not.toHaveProperty("submission_count");

    const sent = await expectDocument(
      await answer(form.token, { [form.name]: "  Ans de Vries ", [form.email]: "ans@example.nl", [form.days]: ["dinsdag"] }),
      201,
    );
    expect(attrs(sent.data)).toEqual({ copy_sent_to: "ans@example.nl" });

    // The form changes afterwards; the submission keeps what Ans saw.
    await send(
      "PATCH",
      `/api/v1/forms/${form.id}/questions/${form.name}`,
      { text: "Voor- en achternaam" },
      {
        ...asManager,
        type: "form_questions",
      },
    );
    const [stored] = await list(form.id);
    expect(attrs(stored)).toMatchObject({
      answers: { [form.name]: "Ans de Vries", [form.email]: "ans@example.nl", [form.days]: ["dinsdag"] },
      respondent_email: "ans@example.nl",
      marked: false,
    });
    expect((attrs(stored).questions as { text: string }[])[0].text).toBe("Je naam");

    // A typed address gets no copy of the answers (decision 17): only that they came.
    const [confirmation] = await mailsTo("ans@example.nl");
    expect(confirmation.subject).toBe("We hebben je antwoorden ontvangen: Aanmelding");
    expect(confirmation.text).not.toContain("Ans de Vries");
  });

  it("refuses wrong answers per question, in the respondent's language, and stores nothing", async () => {
    const form = await aForm();
    const errors = await expectErrors(
      await answer(form.token, { [form.email]: "geen-adres", [form.days]: ["zondag"] }, {}, { language: "en" }),
      422,
      "validation_failed",
    );
    const pointers = errors.map((error) => error.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        `/data/attributes/answers/${form.name}`,
        `/data/attributes/answers/${form.email}`,
        `/data/attributes/answers/${form.days}`,
      ]),
    );
    expect(errors.find((e) => e.source?.pointer === `/data/attributes/answers/${form.name}`)?.detail).toMatch(/required/i);
    const unknown = await expectErrors(await answer(form.token, { [form.name]: "Ans", 99999: "x" }), 422, "validation_failed");
    expect(unknown[0].source?.pointer).toBe("/data/attributes/answers");
    expect(await list(form.id)).toEqual([]);
  });

  it("stops spam without third parties: a honeypot, a minimum fill time and a limit per address", async () => {
    const form = await aForm();
    const valid = { [form.name]: "Bot" };
    // The honeypot: a bot is told it worked; nothing is kept and no mail goes.
    await expectDocument(await answer(form.token, { ...valid, [form.email]: "bot@example.nl" }, { website: "http://spam" }), 201);
    expect(await mailsTo("bot@example.nl")).toEqual([]);
    const tooFast = await expectErrors(await answer(form.token, valid, { started_at: Date.now() - 500 }), 422, "unprocessable");
    expect(tooFast[0]).toMatchObject({ source: { pointer: "/data/attributes/started_at" } });
    expect(tooFast[0].detail).toMatch(/snel ingevuld/);
    expect(await list(form.id)).toEqual([]);

    const address = "10.9.9.9";
    for (let i = 0; i < FORM_SPAM.perAddress; i++) await expectDocument(await answer(form.token, valid, {}, { address }), 201);
    const limited = await answer(form.token, valid, {}, { address });
    await expectErrors(limited, 429, "too_many_requests");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Over the limit is refused before the body is read.
    await expectErrors(
      await forms.app().request(`/api/v1/public_forms/${form.token}/submissions`, {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/vnd.api+json" },
        address,
      }),
      429,
      "too_many_requests",
    );
    expect(await list(form.id, "?page[size]=100")).toHaveLength(FORM_SPAM.perAddress);
  });

  it("a closed form, one past its closing moment or at its maximum says so and takes nothing", async () => {
    const closed = await aForm({ is_open: false });
    const past = await aForm({ closes_at: "2020-01-01T00:00:00Z" });
    const full = await aForm({ max_submissions: 1 });
    await expectDocument(await answer(full.token, { [full.name]: "Eerste" }), 201);
    for (const form of [closed, past, full]) {
      const opened = await expectDocument(await send("GET", `/api/v1/public_forms/${form.token}`), 200);
      expect(attrs(opened.data)).toMatchObject({ state: "closed", questions: [] });
      const [error] = await expectErrors(await answer(form.token, { [form.name]: "Later" }), 422, "unprocessable");
      expect(error.detail).toBe("Dit formulier neemt geen antwoorden meer aan.");
    }
    expect(await list(full.id)).toHaveLength(1);
  });

  it("an unknown token, another centre's or tenant's, and an invitation-only form's public token open nothing", async () => {
    const form = await aForm();
    const invitationOnly = await aForm({ access_permission: "token_holder" });
    await expectErrors(await send("GET", "/api/v1/public_forms/abcdefabcdefabcdefabcdef"), 404, "not_found");
    await expectErrors(await send("GET", "/api/v1/public_forms/x"), 404, "not_found");
    await expectErrors(
      await send("GET", `/api/v1/public_forms/${form.token}`, undefined, { tenant: "roermond" }),
      404,
      "not_found",
    );
    await expectErrors(await send("GET", `/api/v1/public_forms/${invitationOnly.token}`), 404, "not_found");
    await expectErrors(await answer(invitationOnly.token, { [invitationOnly.name]: "Ans" }), 404, "not_found");
  });
});

describe("invitations", () => {
  const invite = (formId: string, attributes: Record<string, unknown>, options: SendOptions = asManager) =>
    send("POST", `/api/v1/forms/${formId}/invitations`, attributes, { ...options, type: "form_invitations" });

  /** The personal token from the invitation mail's link. */
  async function tokenMailedTo(email: string) {
    const mails = await mailsTo(email);
    const link = mails.at(-1)?.text.match(/\/forms\/([A-Za-z0-9_-]+)/);
    if (!link) throw new Error(`no invitation link mailed to ${email}`);
    return link[1];
  }

  it("mails each address a personal link that opens the form once; a withdrawn or expired one opens nothing", async () => {
    const form = await aForm({ access_permission: "token_holder" });
    const created = await expectDocument(
      await invite(form.id, { emails: ["Piet@Example.nl", "piet@example.nl", "klaas@example.nl", "els@example.nl"] }),
      201,
    );
    expect(created.data.map((row) => [attrs(row).email, attrs(row).state])).toEqual([
      ["piet@example.nl", "pending"],
      ["klaas@example.nl", "pending"],
      ["els@example.nl", "pending"],
    ]);
    const [mail] = await mailsTo("piet@example.nl");
    expect(mail.subject).toBe("Uitnodiging: Aanmelding");
    expect(mail.text).toMatch(/persoonlijk/);

    const piet = await tokenMailedTo("piet@example.nl");
    expect(attrs((await expectDocument(await send("GET", `/api/v1/public_forms/${piet}`), 200)).data).state).toBe("open");
    const sent = await expectDocument(await answer(piet, { [form.name]: "Piet" }), 201);
    // The copy goes to the invitee, whether or not the form asks for an address.
    expect(attrs(sent.data).copy_sent_to).toBe("piet@example.nl");
    expect(attrs((await expectDocument(await send("GET", `/api/v1/public_forms/${piet}`), 200)).data).state).toBe("used");
    const [used] = await expectErrors(await answer(piet, { [form.name]: "Piet weer" }), 422, "unprocessable");
    expect(used.detail).toBe("Je hebt dit formulier al ingevuld. Bedankt!");

    const klaas = await tokenMailedTo("klaas@example.nl");
    const klaasId = created.data[1].id;
    const revoked = await expectDocument(
      await send("DELETE", `/api/v1/forms/${form.id}/invitations/${klaasId}`, undefined, asManager),
      200,
    );
    expect(attrs(revoked.data).state).toBe("revoked");
    expect(attrs((await expectDocument(await send("GET", `/api/v1/public_forms/${klaas}`), 200)).data)).toMatchObject({
      state: "revoked",
      questions: [],
    });
    await expectErrors(await answer(klaas, { [form.name]: "Klaas" }), 422, "unprocessable");

    const els = await tokenMailedTo("els@example.nl");
    await withTenant(forms.app().db, "oldebroek", (tx) =>
      tx
        .update(formInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(formInvitations.email, "els@example.nl")),
    );
    expect(attrs((await expectDocument(await send("GET", `/api/v1/public_forms/${els}`), 200)).data).state).toBe("expired");

    const listed = await expectDocument(await send("GET", `/api/v1/forms/${form.id}/invitations`, undefined, asManager), 200);
    expect(Object.fromEntries(listed.data.map((row) => [attrs(row).email, attrs(row).state]))).toEqual({
      "piet@example.nl": "used",
      "klaas@example.nl": "revoked",
      "els@example.nl": "expired",
    });
    const [submission] = await list(form.id);
    expect(attrs(submission).invitation_email).toBe("piet@example.nl");
  });

  it("an invitation answers again when the form allows several; a public form has no invitations; an expiry must lie ahead", async () => {
    const form = await aForm({ access_permission: "token_holder", multiple_submissions: true });
    await expectDocument(await invite(form.id, { emails: ["logboek@example.nl"] }), 201);
    const token = await tokenMailedTo("logboek@example.nl");
    await expectDocument(await answer(token, { [form.name]: "Week 1" }), 201);
    await expectDocument(await answer(token, { [form.name]: "Week 2" }), 201);
    expect(await list(form.id)).toHaveLength(2);

    const open = await aForm();
    const [error] = await expectErrors(await invite(open.id, { emails: ["a@example.nl"] }), 422, "unprocessable");
    expect(error.source?.pointer).toBe("/data/attributes/emails");
    await expectErrors(
      await invite(form.id, { emails: ["a@example.nl"], expires_at: "2020-01-01T00:00:00Z" }),
      422,
      "validation_failed",
    );
    await expectErrors(await invite(form.id, { emails: ["geen adres"] }), 422, "validation_failed");
    expect(await mailsTo("a@example.nl")).toEqual([]);
  });

  it("only the centre's staff and content managers invite, before the body is read; a visitor gets 401", async () => {
    const form = await aForm({ access_permission: "token_holder" });
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      await expectErrors(await invite(form.id, { emails: [] }, { role }), 403, "forbidden");
      await expectErrors(await send("GET", `/api/v1/forms/${form.id}/invitations`, undefined, { role }), 403, "forbidden");
    }
    await expectErrors(await invite(form.id, { emails: [] }, {}), 401, "not_authorized");
    await expectErrors(
      await invite(form.id, { emails: ["x@example.nl"] }, { role: "admin", tenant: "roermond" }),
      404,
      "not_found",
    );
  });
});

describe("submissions for staff", () => {
  async function filled() {
    const form = await aForm();
    for (const name of ["Ans", '=HYPERLINK("http://x")', "Bram"]) {
      await expectDocument(await answer(form.token, { [form.name]: name, [form.days]: ["maandag", "dinsdag"] }), 201);
    }
    const rows = await list(form.id);
    return { form, rows };
  }

  it("lists newest first with filters, marks, notes and deletes; shows when each goes", async () => {
    const { form, rows } = await filled();
    expect(rows.map((row) => (attrs(row).answers as Record<string, string>)[form.name])).toEqual([
      "Bram",
      '=HYPERLINK("http://x")',
      "Ans",
    ]);
    const created = new Date(attrs(rows[0]).created_at as string);
    const deleted = new Date(attrs(rows[0]).deleted_at as string);
    expect(deleted.getUTCFullYear() * 12 + deleted.getUTCMonth() - (created.getUTCFullYear() * 12 + created.getUTCMonth())).toBe(
      12,
    );

    const path = `/api/v1/forms/${form.id}/submissions/${rows[2].id}`;
    const marked = await expectDocument(
      await send("PATCH", path, { marked: true, note: "Bellen voor intake" }, { ...asManager, type: "form_submissions" }),
      200,
    );
    expect(attrs(marked.data)).toMatchObject({ marked: true, note: "Bellen voor intake" });
    expect((await list(form.id, "?filter[marked]=true")).map((row) => row.id)).toEqual([rows[2].id]);
    expect((await list(form.id, "?filter[search]=bram")).map((row) => row.id)).toEqual([rows[0].id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(form.id, `?filter[created_at_gteq]=${today}&filter[created_at_lteq]=${today}`)).toHaveLength(3);
    expect(await list(form.id, "?filter[created_at_lteq]=2020-01-01")).toEqual([]);
    await expectErrors(
      await send("GET", `/api/v1/forms/${form.id}/submissions?filter[marked]=soms`, undefined, asManager),
      400,
      "invalid_query",
    );
    await expectErrors(
      await send("GET", `/api/v1/forms/${form.id}/submissions?filter[colour]=red`, undefined, asManager),
      400,
      "invalid_query",
    );

    await expectErrors(
      await send("PATCH", path, { note: "x".repeat(10_001) }, { ...asManager, type: "form_submissions" }),
      422,
      "validation_failed",
    );
    expect(await send("DELETE", path, undefined, asManager)).toHaveProperty("status", 204);
    await expectErrors(await send("GET", path, undefined, asManager), 404, "not_found");
    expect(await list(form.id)).toHaveLength(2);
  });

  it("exports a CSV with a column per question, removed ones too, and formulas neutralised", async () => {
    const { form } = await filled();
    await send("DELETE", `/api/v1/forms/${form.id}/questions/${form.days}`, undefined, asManager);
    const response = await send("GET", `/api/v1/forms/${form.id}/submissions?format=csv`, undefined, asManager);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Aanmelding-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe('"Ingezonden op";"E-mailadres";"Gemarkeerd";"Notitie";"Je naam";"Je e-mailadres";"Welke dagen?"');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(lines[1]).toContain('"maandag, dinsdag"');

    // The same as an Excel workbook, with the overview's filter: the formula stays a text cell.
    const xlsx = await send(
      "GET",
      `/api/v1/forms/${form.id}/submissions?format=xlsx&filter[search]=HYPERLINK`,
      undefined,
      asManager,
    );
    expect(xlsx.headers.get("content-disposition")).toMatch(/^attachment; filename="Aanmelding-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, ...rows] = await xlsxRows(xlsx);
    expect(header).toHaveLength(7);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('=HYPERLINK("http://x")');
  });

  it("only the centre's staff and content managers read them, before any body; another tenant's form is a 404", async () => {
    const { form, rows } = await filled();
    const path = `/api/v1/forms/${form.id}/submissions/${rows[0].id}`;
    for (const role of ROLES.filter((r) => !MANAGERS.includes(r))) {
      await expectErrors(await send("GET", `/api/v1/forms/${form.id}/submissions`, undefined, { role }), 403, "forbidden");
      await expectErrors(await send("PATCH", path, { marked: "nee" }, { role, type: "form_submissions" }), 403, "forbidden");
      await expectErrors(await send("DELETE", path, undefined, { role }), 403, "forbidden");
    }
    await expectErrors(await send("GET", path), 401, "not_authorized");
    await expectErrors(await send("GET", path, undefined, { role: "admin", tenant: "roermond" }), 404, "not_found");
    await expectErrors(await send("GET", `/api/v1/forms/${form.id}/submissions/abc`, undefined, asManager), 404, "not_found");
  });

  it("the retention job deletes what is older than the form's period, and nothing younger", async () => {
    const short = await aForm({ retention_months: 1 });
    const long = await aForm({ retention_months: 24 });
    for (const form of [short, long]) await expectDocument(await answer(form.token, { [form.name]: "Oud" }), 201);
    const twoMonthsAgo = new Date(Date.now() - 62 * 24 * 3600 * 1000);
    await withTenant(forms.app().db, "oldebroek", (tx) => tx.update(formSubmissions).set({ createdAt: twoMonthsAgo }));
    await expectDocument(await answer(short.token, { [short.name]: "Nieuw" }), 201);
    expect(await deleteExpiredSubmissions(forms.app().db, "oldebroek")).toBeGreaterThanOrEqual(1);
    expect((await list(short.id)).map((row) => (attrs(row).answers as Record<string, string>)[short.name])).toEqual(["Nieuw"]);
    expect(await list(long.id)).toHaveLength(1);
  });
});
