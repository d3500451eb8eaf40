import { describe, expect, it } from "vitest";
import { countHitsWithin } from "../../limits/limit-counters";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { PER_FORM } from "./form-invitation-limits";
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

// The mail jobs may run in any order: the new link is the one that was not mailed before.
async function newTokenMailedTo(email: string, before: string) {
  const fresh = (await tokensMailedTo(email)).filter((token) => token !== before);
  expect(fresh).toHaveLength(1);
  return fresh[0];
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
    const [first] = await tokensMailedTo("twee@example.nl");
    await expectDocument(await invite(form.id, ["Twee@Example.nl"]), 201);
    const second = await newTokenMailedTo("twee@example.nl", first);
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
    const fresh = await newTokenMailedTo("opnieuw@example.nl", used);
    expect([await stateOf(used), await stateOf(fresh)]).toEqual(["used", "open"]);
  });
});

describe("how many invitations go", () => {
  const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.nl`);

  it("a dry run says how many would go and how many replace a working one, and sends nothing", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    await expectDocument(await invite(form.id, ["al@example.nl"]), 201);
    const preview = await expectDocument(
      await invite(form.id, ["al@example.nl", "nieuw@example.nl", "Nieuw@example.nl"], "?dry_run=true"),
      200,
    );
    expect(preview.data).toEqual([]);
    expect(preview.meta).toMatchObject({ count: 2, replacing: 1, invitations_left: 249 });
    expect(await t.mailsTo("nieuw@example.nl")).toEqual([]);
    expect(await listed(form.id)).toEqual([["al@example.nl", "pending"]]);
    const list = await expectDocument(await t.send("GET", `/api/v1/forms/${form.id}/invitations`, undefined, asManager), 200);
    expect(list.meta).toMatchObject({ total: 1, invitations_left: 249 });
  });

  it("a form sends at most 250 an hour: more is refused, saying how many may still go, and nothing is sent", async () => {
    const form = await t.aForm({ access_permission: "token_holder" });
    // 200 sent earlier in the hour, as the shared counter has them.
    await countHitsWithin(t.app().db, PER_FORM, `oldebroek:${form.id}`, 200);
    const [tooMany] = await expectErrors(await invite(form.id, addresses("tweede", 60)), 422, "validation_failed");
    expect(tooMany).toMatchObject({ source: { pointer: "/data/attributes/emails" } });
    expect(tooMany.detail).toBe(
      "Je kunt dit uur nog 50 uitnodigingen versturen; dit zijn er 60. Haal er een paar adressen af of stuur de rest later.",
    );
    await expectErrors(await invite(form.id, addresses("tweede", 60), "?dry_run=true"), 422, "validation_failed");
    expect(await t.mailsTo("tweede0@example.nl")).toEqual([]);

    await expectDocument(await invite(form.id, addresses("tweede", 50)), 201);
    const refused = await t.send(
      "POST",
      `/api/v1/forms/${form.id}/invitations`,
      { emails: ["laat@example.nl"] },
      { ...asManager, type: "form_invitations", language: "en" },
    );
    const [usedUp] = await expectErrors(refused, 429, "too_many_requests");
    expect(usedUp.detail).toMatch(/^No more invitations can be sent this hour \(at most 250 per form and 500 per centre/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await t.mailsTo("laat@example.nl")).toEqual([]);
    const list = await expectDocument(await t.send("GET", `/api/v1/forms/${form.id}/invitations`, undefined, asManager), 200);
    expect(list.meta).toMatchObject({ total: 50, invitations_left: 0 });
  });
});
