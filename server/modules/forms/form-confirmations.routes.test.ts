import { describe, expect, it } from "vitest";
import { countHitsWithin } from "../../limits/limit-counters";
import { expectDocument } from "../../test/expect-json-api";
import { demoEmail } from "../identity/identity.factory";
import { CONFIRMATION_LIMITS } from "./form-confirmations";
import { attrs, formsTestApp, type SendOptions } from "./forms.fixtures";

const t = formsTestApp();

const PHISHING = "Je account is geblokkeerd: [Log hier in](https://evil.example/login) of ga naar https://evil.example";

const contactMessage = (attributes: Record<string, unknown>, options: SendOptions = {}) =>
  t.send(
    "POST",
    "/api/v1/contact_messages",
    {
      name: "Henk Jansen",
      subject: "Vraag over vervoer",
      message: "Kan ik als vrijwilliger ook rijden voor de boodschappendienst?",
      consent: true,
      started_at: Date.now() - 10_000,
      ...attributes,
    },
    { ...options, type: "contact_messages" },
  );

/** What a mail shows, in every part a reader or a mail program sees. */
const shown = (mail: { subject: string; text: string; html: string }) => `${mail.subject}\n${mail.text}\n${mail.html}`;

describe("a confirmation to an address someone typed in", () => {
  it("of the contact form carries none of the visitor's text or links, only that the message came", async () => {
    const cases = [
      { email: "slachtoffer1@example.nl", name: PHISHING },
      { email: "slachtoffer2@example.nl", subject: "Actie vereist: https://evil.example/reset" },
      { email: "slachtoffer3@example.nl", message: `${PHISHING}\n\n<a href="https://evil.example">Bevestig</a>` },
    ];
    for (const attributes of cases) {
      const sent = await expectDocument(await contactMessage(attributes, { language: "en" }), 201);
      expect(attrs(sent.data)).toEqual({ copy_sent_to: attributes.email });
      const [mail] = await t.mailsTo(attributes.email);
      expect(mail.subject).toBe("We have received your message – Vrijwilligerscentrale Oldebroek");
      expect(mail.text).toContain("Thank you for your message.");
      for (const typed of ["evil.example", "geblokkeerd", "Henk", "Vraag over vervoer", "boodschappendienst"]) {
        expect(shown(mail), typed).not.toContain(typed);
      }
    }
  });

  it("of a public form carries none of the answers or links, only that the answers came", async () => {
    const form = await t.aForm();
    const answers = {
      [form.name]: PHISHING,
      [form.email]: "slachtoffer4@example.nl",
      [form.remark]: `[Klik](https://evil.example)`,
    };
    const sent = await expectDocument(await t.answer(form.token, answers), 201);
    expect(attrs(sent.data)).toEqual({ copy_sent_to: "slachtoffer4@example.nl" });
    const [mail] = await t.mailsTo("slachtoffer4@example.nl");
    expect(mail.subject).toBe("We hebben je antwoorden ontvangen: Aanmelding");
    expect(mail.text).toContain("Vrijwilligerscentrale Oldebroek heeft je antwoorden ontvangen.");
    for (const typed of ["evil.example", "geblokkeerd", "Klik", "Je naam"]) expect(shown(mail), typed).not.toContain(typed);
  });

  it("goes at most three times an hour to one address, from any form; the answers are kept all the same", async () => {
    const forms = [await t.aForm(), await t.aForm()];
    const to = "vaak@example.nl";
    const copies = [];
    for (const form of [...forms, ...forms]) {
      const sent = await expectDocument(await t.answer(form.token, { [form.name]: "Ans", [form.email]: to }), 201);
      copies.push(attrs(sent.data).copy_sent_to);
    }
    expect(copies).toEqual([to, to, to, null]);
    expect(await t.mailsTo(to)).toHaveLength(3);
    const stored = await expectDocument(
      await t.send("GET", `/api/v1/forms/${forms[1].id}/submissions`, undefined, { role: "content_manager" }),
      200,
    );
    expect(stored.data).toHaveLength(2);
  });

  it("goes at most 100 times an hour for one form, counted in the database", async () => {
    const form = await t.aForm();
    const db = t.app().db;
    await countHitsWithin(db, CONFIRMATION_LIMITS.perForm, `oldebroek:${form.id}`, CONFIRMATION_LIMITS.perForm.limit);
    const sent = await expectDocument(await t.answer(form.token, { [form.name]: "Ans", [form.email]: "een@example.nl" }), 201);
    expect(attrs(sent.data)).toEqual({ copy_sent_to: null });
    expect(await t.mailsTo("een@example.nl")).toEqual([]);
  });
});

describe("a signed-in user at their own confirmed address", () => {
  it("gets the full copy of their answers and of their message; another address they type gets the short one", async () => {
    const session = await t.as("volunteer");
    const own = demoEmail("volunteer", "oldebroek");
    const form = await t.aForm();
    const answers = { [form.name]: "Vera Vrijwilliger", [form.remark]: "Ik kom met de fiets." };
    await expectDocument(await t.answer(form.token, { ...answers, [form.email]: own }, { session }), 201);
    const [copy] = (await t.mailsTo(own)).filter((mail) => mail.subject === "Je antwoorden: Aanmelding");
    expect(copy.text).toContain("Opmerking\nIk kom met de fiets.");

    await expectDocument(await t.answer(form.token, { ...answers, [form.email]: "ander@example.nl" }, { session }), 201);
    const [other] = await t.mailsTo("ander@example.nl");
    expect(other.text).not.toContain("fiets");

    await expectDocument(await contactMessage({ email: own }, { session }), 201);
    const [message] = (await t.mailsTo(own)).filter((mail) => mail.subject.startsWith("We hebben je bericht ontvangen"));
    expect(message.text).toContain("boodschappendienst");
  });
});

describe("an invitee", () => {
  it("gets the full copy: the link came to that address, so it is theirs", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    const invited = "genodigde@example.nl";
    const who = { role: "content_manager" as const, type: "form_invitations" };
    await expectDocument(await t.send("POST", `/api/v1/forms/${form.id}/invitations`, { emails: [invited] }, who), 201);
    const token = (await t.mailsTo(invited))[0].text.match(/\/forms\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
    await expectDocument(await t.answer(token, { [form.name]: "Gerda", [form.remark]: "Graag op maandag." }), 201);
    const [copy] = (await t.mailsTo(invited)).filter((mail) => mail.subject === "Je antwoorden: Aanmelding");
    expect(copy.text).toContain("Opmerking\nGraag op maandag.");
  });
});
