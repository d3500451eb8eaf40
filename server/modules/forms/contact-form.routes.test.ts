import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDeliveries, mailOutbox } from "../../mail/mail.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const JSON_API = { "content-type": "application/vnd.api+json" };
let addresses = 0;
const attrs = (resource: { attributes?: Record<string, unknown> }) => resource.attributes ?? {};

const VALID = {
  name: "Henk Jansen",
  email: "henk@example.nl",
  subject: "Vraag over vervoer",
  message: "Kan ik als vrijwilliger ook rijden voor de boodschappendienst?",
  consent: true,
};

const write = (attributes: Record<string, unknown>, options: { language?: string; tenant?: string } = {}) =>
  t.request("/api/v1/contact_messages", {
    method: "POST",
    headers: { host: hostOf(options.tenant ?? "oldebroek"), ...JSON_API, "accept-language": options.language ?? "nl" },
    body: JSON.stringify({ data: { type: "contact_messages", attributes: { started_at: Date.now() - 10_000, ...attributes } } }),
    address: `10.2.0.${++addresses}`,
  });

async function mailsTo(email: string) {
  await t.jobs.workDue();
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, "oldebroek"), eq(mailOutbox.to, email)));
}

async function asStaff(method: string, path: string, attributes?: Record<string, unknown>, type = "forms") {
  return t.request(path, {
    method,
    headers: { ...(await as("center_superuser")), ...JSON_API },
    body: attributes ? JSON.stringify({ data: { type, attributes } }) : undefined,
  });
}

describe("the contact form", () => {
  it("stores the message as a submission of the centre's contact form, mails the centre (reply goes to the visitor) and confirms receipt to the visitor in their language", async () => {
    const opened = await expectDocument(await t.request("/api/v1/contact_form", { headers: { host: hostOf("oldebroek") } }), 200);
    expect(attrs(opened.data)).toMatchObject({ title: "Contactformulier", state: "open" });

    const sent = await expectDocument(await write(VALID, { language: "en" }), 201);
    expect(attrs(sent.data)).toEqual({ copy_sent_to: "henk@example.nl" });

    const [confirmation] = await mailsTo("henk@example.nl");
    expect(confirmation.subject).toMatch(/^We have received your message/);
    // A typed address is no proof of whose it is: it hears that the message came, not what it said (decision 17).
    expect(confirmation.text).not.toContain(VALID.message);
    const [toCentre] = await t.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.tenantId, "oldebroek"), eq(mailDeliveries.replyTo, "henk@example.nl")));
    expect(toCentre.subject).toBe("Contactformulier: Vraag over vervoer");
    expect(toCentre.text).toContain("Henk Jansen (henk@example.nl)");
    expect(toCentre.text).toMatch(/\/nl\/form_builder\/\d+\/submissions\/\d+/);

    const forms = await expectDocument(await asStaff("GET", "/api/v1/forms?filter[search]=Contactformulier"), 200);
    const contact = forms.data.find((form) => attrs(form).system_key === "contact");
    if (!contact) throw new Error("no contact form listed");
    const submissions = await expectDocument(await asStaff("GET", `/api/v1/forms/${contact.id}/submissions`), 200);
    expect(Object.values(attrs(submissions.data[0]).answers as Record<string, unknown>)).toEqual([
      "Henk Jansen",
      "henk@example.nl",
      "Vraag over vervoer",
      VALID.message,
      ["Mijn gegevens mogen worden bewaard om mijn vraag te beantwoorden."],
    ]);
  });

  it("refuses a message without consent or with bad fields, translated, and stores nothing", async () => {
    const errors = await expectErrors(
      await write({ ...VALID, email: "henk", message: "Kort", consent: false }, { language: "en" }),
      422,
      "validation_failed",
    );
    expect(Object.fromEntries(errors.map((e) => [e.source?.pointer, e.detail]))).toMatchObject({
      "/data/attributes/email": expect.any(String),
      "/data/attributes/message": expect.stringMatching(/10/),
      "/data/attributes/consent": "Please agree that we keep your message to answer it.",
    });
    expect(await mailsTo("henk")).toEqual([]);
  });

  it("is the centre's own form: staff may close it but not delete it, change its questions or make it by invitation", async () => {
    const forms = await expectDocument(await asStaff("GET", "/api/v1/forms?filter[search]=Contactformulier"), 200);
    const contact = forms.data.find((form) => attrs(form).system_key === "contact");
    if (!contact) throw new Error("no contact form listed");
    await expectErrors(await asStaff("DELETE", `/api/v1/forms/${contact.id}`), 422, "validation_failed");
    await expectErrors(
      await asStaff("PATCH", `/api/v1/forms/${contact.id}`, { access_permission: "token_holder" }),
      422,
      "validation_failed",
    );
    await expectErrors(
      await asStaff(
        "POST",
        `/api/v1/forms/${contact.id}/questions`,
        { text: "Leeftijd", question_type: "number" },
        "form_questions",
      ),
      422,
      "validation_failed",
    );
    await expectDocument(await asStaff("PATCH", `/api/v1/forms/${contact.id}`, { is_open: false }), 200);
    const [closed] = await expectErrors(await write(VALID), 422, "unprocessable");
    expect(closed.detail).toBe("Dit formulier neemt geen antwoorden meer aan.");
    await expectDocument(await asStaff("PATCH", `/api/v1/forms/${contact.id}`, { is_open: true }), 200);
  });

  it("each centre has its own contact form, made once even when first asked for at the same moment", async () => {
    const opened = await Promise.all(
      [1, 2, 3].map(() => t.request("/api/v1/contact_form", { headers: { host: hostOf("roermond") } }).then((r) => r.json())),
    );
    expect(new Set(opened.map((doc) => doc.data.id)).size).toBe(1);
    const other = await (await t.request("/api/v1/contact_form", { headers: { host: hostOf("oldebroek") } })).json();
    expect(other.data.id).not.toBe(opened[0].data.id);
  });
});
