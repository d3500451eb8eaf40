import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadCatalogue } from "./i18n";
import { checkForm } from "./read-form.server";

const post = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

const schema = () =>
  z.object({
    name: z.string().trim().min(1),
    visible: z.boolean().optional(),
    accept_terms: z.literal(true, { error: () => "Accept the terms" }),
  });

describe("checkForm", () => {
  beforeAll(() => loadCatalogue("nl"));

  it("reads a ticked check box as yes and a missing one as no, as the browser's check does", () => {
    expect(
      checkForm(
        post([
          ["name", "Anna"],
          ["accept_terms", "on"],
          ["visible", "on"],
        ]),
        schema,
        "en",
      ),
    ).toEqual({
      ok: true,
      value: { name: "Anna", visible: true, accept_terms: true },
    });
    const refused = checkForm(post([["name", "Anna"]]), schema, "en");
    expect(refused).toEqual({ ok: false, errors: { accept_terms: "Accept the terms" } });
  });

  it("gives the messages in the page's language, by field", () => {
    const refused = checkForm(
      post([
        ["name", " "],
        ["accept_terms", "on"],
      ]),
      schema,
      "nl",
    );
    expect(refused).toEqual({ ok: false, errors: { name: "Dit veld is verplicht" } });
  });
});
