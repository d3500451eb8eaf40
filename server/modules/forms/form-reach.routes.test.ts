import { describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { attrs, formsTestApp } from "./forms.fixtures";

const t = formsTestApp();

describe("a form by its id (the BuilderForm block)", () => {
  it("opens for visitors only while a published page shows it, so counting ids finds no public token", async () => {
    const form = await t.aForm();
    const embedded = `/api/v1/embedded_forms/${form.id}`;
    await expectErrors(await t.send("GET", embedded), 404, "not_found");
    // The ids next to it, as someone counting would ask: none of the centre's other forms answers either.
    for (const id of [Number(form.id) - 1, Number(form.id) - 2]) {
      await expectErrors(await t.send("GET", `/api/v1/embedded_forms/${id}`), 404, "not_found");
    }
    // Its managers preview any public form of theirs.
    const preview = await expectDocument(await t.send("GET", embedded, undefined, { role: "content_manager" }), 200);
    expect(preview.data.id).toBe(form.token);

    const pageId = await t.aPageShowing(form.id, { publish: false });
    await expectErrors(await t.send("GET", embedded), 404, "not_found");
    await expectDocument(await t.send("POST", `/api/v1/pages/${pageId}/publish`, undefined, { role: "content_manager" }), 200);
    const shown = await expectDocument(await t.send("GET", embedded), 200);
    expect(shown.data.id).toBe(form.token);
    expect(attrs(shown.data)).toMatchObject({ title: "Aanmelding", state: "open" });
    await expectErrors(await t.send("GET", embedded, undefined, { tenant: "roermond" }), 404, "not_found");
    await expectErrors(await t.send("GET", "/api/v1/embedded_forms/999999"), 404, "not_found");
    // A form made invitation-only while a page still shows it opens nothing by its id.
    const invitationOnly = await t.aForm();
    await t.aPageShowing(invitationOnly.id);
    await expectDocument(await t.send("GET", `/api/v1/embedded_forms/${invitationOnly.id}`), 200);
    await t.send(
      "PATCH",
      `/api/v1/forms/${invitationOnly.id}`,
      { access_permission: "token_holder" },
      { role: "content_manager" },
    );
    await expectErrors(await t.send("GET", `/api/v1/embedded_forms/${invitationOnly.id}`), 404, "not_found");

    await expectDocument(await t.send("POST", `/api/v1/pages/${pageId}/unpublish`, undefined, { role: "content_manager" }), 200);
    await expectErrors(await t.send("GET", embedded), 404, "not_found");
  });
});

describe("a form's CSV export", () => {
  it("downloads whatever characters the title has, with an ASCII name and the UTF-8 name", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const titles: [string, string][] = [
      ["Bijdrage €5", `filename="Bijdrage _5-${today}.csv"; filename*=UTF-8''Bijdrage%20%E2%82%AC5-${today}.csv`],
      ["Feest 🎉", `filename="Feest __-${today}.csv"; filename*=UTF-8''Feest%20%F0%9F%8E%89-${today}.csv`],
      // A line break would end the header: it becomes a space, and then the name is plain ASCII.
      ["Eerste\nregel", `filename="Eerste regel-${today}.csv"`],
    ];
    for (const [title, expected] of titles) {
      const form = await t.aForm({ title });
      await expectDocument(await t.answer(form.token, { [form.name]: "Ans" }), 201);
      const response = await t.send("GET", `/api/v1/forms/${form.id}/submissions?format=csv`, undefined, {
        role: "content_manager",
      });
      expect(response.status, title).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(`attachment; ${expected}`);
      expect(await response.text()).toContain('"Ans"');
    }
  });
});
