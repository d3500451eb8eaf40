import { describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { attrs, formsTestApp, type SendOptions } from "./forms.fixtures";

const t = formsTestApp();
const asManager: SendOptions = { role: "content_manager" };

const invite = (formId: string, emails: string[], query = "") =>
  t.send("POST", `/api/v1/forms/${formId}/invitations${query}`, { emails }, { ...asManager, type: "form_invitations" });

/** The personal tokens in the invitation mails to an address, oldest first. */
async function tokensMailedTo(email: string) {
  const mails = (await t.mailsTo(email)).filter((mail) => mail.subject.startsWith("Uitnodiging"));
  return mails.map((mail) => mail.text.match(/\/forms\/([A-Za-z0-9_-]+)/)?.[1] ?? "");
}

const stateOf = async (token: string) =>
  attrs((await expectDocument(await t.send("GET", `/api/v1/public_forms/${token}`), 200)).data).state;

async function listed(formId: string) {
  const list = await expectDocument(await t.send("GET", `/api/v1/forms/${formId}/invitations`, undefined, asManager), 200);
  return list.data.map((row) => [attrs(row).email, attrs(row).state]).sort();
}

describe("inviting an address again", () => {
  it("replaces its working invitation: the old link is withdrawn, so one address holds one usable link", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    await expectDocument(await invite(form.id, ["twee@example.nl"]), 201);
    await expectDocument(await invite(form.id, ["Twee@Example.nl"]), 201);
    const [first, second] = await tokensMailedTo("twee@example.nl");
    expect(await stateOf(first)).toBe("revoked");
    expect(await stateOf(second)).toBe("open");
    await expectErrors(await t.answer(first, { [form.name]: "Oude link" }), 422, "unprocessable");
    await expectDocument(await t.answer(second, { [form.name]: "Nieuwe link" }), 201);
    await expectErrors(await t.answer(second, { [form.name]: "Nog eens" }), 422, "unprocessable");
    expect(await listed(form.id)).toEqual([
      ["twee@example.nl", "revoked"],
      ["twee@example.nl", "used"],
    ]);
  });

  it("at the same moment still leaves one usable link", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    await Promise.all([1, 2, 3].map(() => invite(form.id, ["tegelijk@example.nl"])));
    const states = await Promise.all((await tokensMailedTo("tegelijk@example.nl")).map(stateOf));
    expect(states.sort()).toEqual(["open", "revoked", "revoked"]);
  });

  it("an invitation used on a single-answer form stays used; the new one is the only one that works", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    await expectDocument(await invite(form.id, ["opnieuw@example.nl"]), 201);
    const [used] = await tokensMailedTo("opnieuw@example.nl");
    await expectDocument(await t.answer(used, { [form.name]: "Eerste keer" }), 201);
    await expectDocument(await invite(form.id, ["opnieuw@example.nl"]), 201);
    const [, fresh] = await tokensMailedTo("opnieuw@example.nl");
    expect([await stateOf(used), await stateOf(fresh)]).toEqual(["used", "open"]);
  });
});
